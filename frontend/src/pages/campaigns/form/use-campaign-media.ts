import { useRef, useState } from 'react';
import { toast } from '../../../app/toast';
import { checkMediaFile } from '../../../components/campaign/upload';
import { MAX_ADDITIONAL_IMAGES } from './campaign-form-rules';
import type { CampaignFormMode, CampaignFormTexts } from './campaign-form-texts';
import { UploadStepError, useUploadQueue, type UploadQueue } from './use-upload-queue';

export type MediaMode = 'upload' | 'url';

export interface PickedImage {
  id: number;
  file: File;
}

/** The media the campaign is saved with. */
export interface CollectedMedia {
  image: string | null;
  additionalImages: string[];
  video: string | null;
}

export interface CampaignMedia {
  queue: UploadQueue;
  /** Main image: a file to upload, or a web address (create only). */
  imageMode: MediaMode;
  setImageMode(mode: MediaMode): void;
  /** A chosen main image file not stored yet: on create until the form is sent; on edit while it uploads or after it failed. */
  imageFile: File | null;
  /** Edit: the campaign's image as it will be saved (the current one, a newly uploaded one, or none). */
  storedImage: string | null;
  imageError: string | null;
  setImageError(message: string | null): void;
  pickImage(files: File[]): void;
  removeImage(): void;
  /** Edit: the image chosen a moment ago is uploading (the form waits for it). */
  imageUploading: boolean;

  additional: PickedImage[];
  additionalError: string | null;
  pickAdditional(files: File[]): void;
  removeAdditional(id: number): void;

  videoMode: MediaMode;
  setVideoMode(mode: MediaMode): void;
  videoFile: File | null;
  videoError: string | null;
  setVideoError(message: string | null): void;
  pickVideo(files: File[]): void;
  removeVideo(): void;

  /** Uploads whatever is still to send, one file at a time, and gives the addresses to save. Throws UploadStepError. */
  collect(values: { imageUrl?: string; videoUrl?: string }): Promise<CollectedMedia>;
  /** The server's per-field messages for the media fields. */
  showServerErrors(fieldErrors: Record<string, string[]>): void;
}

/**
 * The media of the campaign form. On create every file waits for the form to be sent and is uploaded then. On edit
 * the image is uploaded as soon as it is chosen; if that fails the form says so and keeps the file, and sending the
 * form tries it again before saving, so a campaign is never reported saved without the image that was chosen.
 */
export function useCampaignMedia(mode: CampaignFormMode, initialImage: string | null, texts: CampaignFormTexts): CampaignMedia {
  const queue = useUploadQueue();
  const [imageMode, setImageMode] = useState<MediaMode>('upload');
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [storedImage, setStoredImage] = useState<string | null>(initialImage);
  const [imageError, setImageError] = useState<string | null>(null);
  const [imageUploading, setImageUploading] = useState(false);
  const [additional, setAdditional] = useState<PickedImage[]>([]);
  const [additionalError, setAdditionalError] = useState<string | null>(null);
  const [videoMode, setVideoMode] = useState<MediaMode>('upload');
  const [videoFile, setVideoFile] = useState<File | null>(null);
  const [videoError, setVideoError] = useState<string | null>(null);
  const nextId = useRef(1);

  const storeImage = async (file: File): Promise<string> => {
    const url = await queue.upload('image', file, texts.imageUploadFallback);
    if (mode === 'edit') {
      setStoredImage(url);
      setImageFile(null);
    }
    return url;
  };

  const uploadChosenImage = async (file: File) => {
    setImageUploading(true);
    try {
      await storeImage(file);
    } catch (error) {
      const text = error instanceof UploadStepError ? error.text : texts.imageUploadFallback;
      setImageError(text);
      toast({ title: texts.uploadFailedTitle, description: text, variant: 'destructive' });
    } finally {
      setImageUploading(false);
    }
  };

  const pickImage = (files: File[]) => {
    const file = files[0];
    const problem = checkMediaFile(file, 'image');
    setImageError(problem);
    if (problem) return;
    setImageFile(file);
    if (mode === 'edit') void uploadChosenImage(file);
  };

  const removeImage = () => {
    if (mode === 'edit') {
      setStoredImage(null);
      if (imageFile) setImageError(null); // the failed upload went with its file
    }
    setImageFile(null);
    queue.forget('image');
  };

  const pickAdditional = (files: File[]) => {
    const accepted: PickedImage[] = [];
    let problem: string | null = null;
    for (const file of files) {
      const message = checkMediaFile(file, 'image');
      if (message) problem = `${file.name}: ${message}`;
      else accepted.push({ id: nextId.current++, file });
    }
    const room = MAX_ADDITIONAL_IMAGES - additional.length;
    if (accepted.length > room) problem = `You can add at most ${MAX_ADDITIONAL_IMAGES} additional images`;
    setAdditional((current) => [...current, ...accepted.slice(0, Math.max(0, room))]);
    setAdditionalError(problem);
  };

  const removeAdditional = (id: number) => {
    setAdditional((current) => current.filter((other) => other.id !== id));
    queue.forget(`additional-${id}`);
    setAdditionalError(null);
  };

  const pickVideo = (files: File[]) => {
    const file = files[0];
    const problem = checkMediaFile(file, 'video');
    setVideoError(problem);
    if (!problem) setVideoFile(file);
  };

  const removeVideo = () => {
    setVideoFile(null);
    queue.forget('video');
  };

  const collect = async (values: { imageUrl?: string; videoUrl?: string }): Promise<CollectedMedia> => {
    const mainFile = imageMode === 'upload' ? imageFile : null;
    const videoUpload = videoMode === 'upload' ? videoFile : null;
    // Every file still to send shows as waiting, then uploads one call at a time with its progress.
    if (mainFile) queue.wait('image', mainFile);
    for (const item of additional) queue.wait(`additional-${item.id}`, item.file);
    if (videoUpload) queue.wait('video', videoUpload);

    const image = imageMode === 'upload' ? (mainFile ? await storeImage(mainFile) : storedImage) : values.imageUrl?.trim() || null;
    const additionalImages: string[] = [];
    for (const item of additional) {
      additionalImages.push(await queue.upload(`additional-${item.id}`, item.file, 'Failed to upload additional image'));
    }
    const video = videoMode === 'upload' ? (videoUpload ? await queue.upload('video', videoUpload, 'Failed to upload video') : null) : values.videoUrl?.trim() || null;
    return { image, additionalImages, video };
  };

  const showServerErrors = (fieldErrors: Record<string, string[]>) => {
    const image = fieldErrors.image?.[0];
    if (image) setImageError(image);
    const video = fieldErrors.video?.[0];
    if (video) setVideoError(video);
    const more = fieldErrors.additionalImages?.[0];
    if (more) setAdditionalError(more);
  };

  return {
    queue,
    imageMode,
    setImageMode,
    imageFile,
    storedImage,
    imageError,
    setImageError,
    pickImage,
    removeImage,
    imageUploading,
    additional,
    additionalError,
    pickAdditional,
    removeAdditional,
    videoMode,
    setVideoMode,
    videoFile,
    videoError,
    setVideoError,
    pickVideo,
    removeVideo,
    collect,
    showServerErrors,
  };
}
