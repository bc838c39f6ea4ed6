import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { CampaignImage } from '../../../components/campaign/campaign-image';
import { formatFileSize, formatMegabytes } from '../../../components/campaign/upload';
import { FileDropzone, UploadProgress, useObjectUrl } from '../../../components/campaign/upload-field';
import { MAX_ADDITIONAL_IMAGES, webAddressRules } from './campaign-form-rules';
import type { CampaignMedia, MediaMode } from './use-campaign-media';

interface FieldsProps {
  media: CampaignMedia;
  saving: boolean;
}

/** A chosen file before it is uploaded: its thumbnail (images), name and size, and a button that removes it. */
function FilePreview({ file, thumbnail, size, onRemove, removeLabel }: { file: File; thumbnail: boolean; size: string; onRemove: () => void; removeLabel: string }) {
  return (
    <div className="fc-preview">
      {thumbnail && <Thumbnail file={file} />}
      <div className="fc-preview__info">
        <p className="fc-preview__name">{file.name}</p>
        <p className="fc-preview__size">{size}</p>
      </div>
      <Button icon={<DeleteOutlined />} onClick={onRemove} aria-label={removeLabel}>
        Remove
      </Button>
    </div>
  );
}

function Thumbnail({ file }: { file: File }) {
  const url = useObjectUrl(file);
  return url ? <img className="fc-preview__image" src={url} alt={`Preview of ${file.name}`} /> : <span className="fc-preview__image" />;
}

function ImagePreview({ file, onRemove, removeLabel }: { file: File; onRemove: () => void; removeLabel: string }) {
  return <FilePreview file={file} thumbnail size={formatFileSize(file.size)} onRemove={onRemove} removeLabel={removeLabel} />;
}

/** What sets one upload-or-link field apart: the main image's, or the video's. */
interface MediaFieldSpec {
  /** The file input's id; its hint is `${id}-hint`, its error `${id}-error`. */
  id: string;
  legend: string;
  hint: string;
  /** The accessible name of the upload / link switch, and its two choices. */
  modeLabel: string;
  uploadChoice: string;
  linkChoice: string;
  fileLabel: string;
  accept: string;
  prompt: string;
  /** What a chosen file's Remove button names ("main image", "video"). */
  noun: string;
}

/**
 * Create: one medium (the main image, the video) uploaded from a file on submit or given as a web address: the
 * switch between the two, the dropzone with the chosen file's preview and progress, or the address field (`link`).
 */
function MediaFieldset({
  spec,
  mode,
  onMode,
  error,
  file,
  preview,
  onPick,
  progress,
  disabled,
  link,
}: {
  spec: MediaFieldSpec;
  mode: MediaMode;
  onMode: (mode: MediaMode) => void;
  error: string | null;
  file: File | null;
  preview: (file: File) => ReactNode;
  onPick: (files: File[]) => void;
  progress: ComponentProps<typeof UploadProgress> | undefined;
  disabled: boolean;
  link: ReactNode;
}) {
  const { id } = spec;
  return (
    <fieldset className="fc-form-section" aria-describedby={`${id}-hint`}>
      <legend className="fc-form-section__title">{spec.legend}</legend>
      <p id={`${id}-hint`} className="fc-field-hint">
        {spec.hint}
      </p>
      <Radio.Group
        className="fc-media-mode"
        optionType="button"
        value={mode}
        onChange={(event) => onMode(event.target.value as MediaMode)}
        aria-label={spec.modeLabel}
        options={[
          { value: 'upload', label: spec.uploadChoice },
          { value: 'url', label: spec.linkChoice },
        ]}
      />
      {mode === 'upload' ? (
        <Form.Item
          label={spec.fileLabel}
          htmlFor={id}
          validateStatus={error ? 'error' : undefined}
          help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
        >
          <FileDropzone
            id={id}
            accept={spec.accept}
            prompt={spec.prompt}
            onFiles={onPick}
            describedBy={error ? `${id}-error ${id}-hint` : `${id}-hint`}
            invalid={Boolean(error)}
            disabled={disabled}
          />
          {file && preview(file)}
          {progress && <UploadProgress {...progress} />}
        </Form.Item>
      ) : (
        link
      )}
    </fieldset>
  );
}

const MAIN_IMAGE: MediaFieldSpec = {
  id: 'fc-main-image',
  legend: 'Main Image',
  hint: 'Optional. Recommended: 1200 x 675 pixels. JPG, PNG, GIF or WebP, up to 5 MB.',
  modeLabel: 'How to add the main image',
  uploadChoice: 'Upload a file',
  linkChoice: 'Use an image URL',
  fileLabel: 'Main image file',
  accept: 'image/*',
  prompt: 'Drag and drop an image here, or click to choose one',
  noun: 'main image',
};

const VIDEO: MediaFieldSpec = {
  id: 'fc-video',
  legend: 'Video',
  hint: 'Optional. Upload an MP4, WebM or MOV file up to 100 MB, or link a YouTube or Vimeo video.',
  modeLabel: 'How to add the video',
  uploadChoice: 'Upload a video',
  linkChoice: 'Use a video link',
  fileLabel: 'Video file',
  accept: 'video/*',
  prompt: 'Drag and drop a video here, or click to choose one',
  noun: 'video',
};

/** Create: the main image, uploaded from a file (on submit) or given as a web address. */
export function MainImageFieldset({ media, saving }: FieldsProps) {
  return (
    <MediaFieldset
      spec={MAIN_IMAGE}
      mode={media.imageMode}
      onMode={media.setImageMode}
      error={media.imageError}
      file={media.imageFile}
      preview={(file) => <ImagePreview file={file} removeLabel={`Remove ${MAIN_IMAGE.noun} ${file.name}`} onRemove={media.removeImage} />}
      onPick={media.pickImage}
      progress={media.queue.progress.image}
      disabled={saving}
      link={
        <Form.Item label="Image URL" name="imageUrl" rules={webAddressRules} extra="A link to an image, starting with https://">
          <Input type="url" inputMode="url" placeholder="https://" />
        </Form.Item>
      }
    />
  );
}

/** Create: a video file (uploaded on submit) or a YouTube / Vimeo link. */
export function VideoFieldset({ media, saving }: FieldsProps) {
  const { videoError } = media;
  return (
    <MediaFieldset
      spec={VIDEO}
      mode={media.videoMode}
      onMode={media.setVideoMode}
      error={videoError}
      file={media.videoFile}
      preview={(file) => (
        <FilePreview file={file} thumbnail={false} size={formatMegabytes(file.size)} removeLabel={`Remove ${VIDEO.noun} ${file.name}`} onRemove={media.removeVideo} />
      )}
      onPick={media.pickVideo}
      progress={media.queue.progress.video}
      disabled={saving}
      link={
        <Form.Item
          label="Video link"
          name="videoUrl"
          rules={webAddressRules}
          extra="For example https://www.youtube.com/watch?v=..."
          validateStatus={videoError ? 'error' : undefined}
          help={videoError ?? undefined}
        >
          <Input type="url" inputMode="url" placeholder="https://" onChange={() => media.setVideoError(null)} />
        </Form.Item>
      }
    />
  );
}

/** Create: up to ten more photos, uploaded on submit. */
export function AdditionalImagesFieldset({ media, saving }: FieldsProps) {
  const { additional, additionalError, queue } = media;
  return (
    <fieldset className="fc-form-section" aria-describedby="fc-more-images-hint">
      <legend className="fc-form-section__title">Additional Images</legend>
      <p id="fc-more-images-hint" className="fc-field-hint">
        Optional. Up to {MAX_ADDITIONAL_IMAGES} more photos, each up to 5 MB.
      </p>
      <Form.Item
        label="Additional image files"
        htmlFor="fc-more-images"
        validateStatus={additionalError ? 'error' : undefined}
        help={additionalError ? <span id="fc-more-images-error">{additionalError}</span> : undefined}
      >
        <FileDropzone
          id="fc-more-images"
          accept="image/*"
          multiple
          prompt="Drag and drop images here, or click to choose several"
          onFiles={media.pickAdditional}
          describedBy={additionalError ? 'fc-more-images-error fc-more-images-hint' : 'fc-more-images-hint'}
          invalid={Boolean(additionalError)}
          disabled={saving || additional.length >= MAX_ADDITIONAL_IMAGES}
        />
        {additional.length > 0 && (
          <ul className="fc-preview-grid" aria-label="Additional images chosen">
            {additional.map((item, index) => {
              const progress = queue.progress[`additional-${item.id}`];
              return (
                <li key={item.id}>
                  <ImagePreview
                    file={item.file}
                    removeLabel={`Remove additional image ${index + 1}, ${item.file.name}`}
                    onRemove={() => media.removeAdditional(item.id)}
                  />
                  {progress && <UploadProgress {...progress} />}
                </li>
              );
            })}
          </ul>
        )}
      </Form.Item>
    </fieldset>
  );
}

/** Edit: the campaign's image, replaced by uploading a file as soon as it is chosen, or removed. */
export function CampaignImageFieldset({ media, saving, campaign }: FieldsProps & { campaign: { title: string; image: string | null } }) {
  const { storedImage: image, imageError, imageUploading: uploading, queue } = media;
  return (
    <fieldset className="fc-form-section" aria-describedby="fc-edit-image-hint">
      <legend className="fc-form-section__title">Campaign Image</legend>
      <p id="fc-edit-image-hint" className="fc-field-hint">
        Recommended: 1200 x 675 pixels. JPG, PNG, GIF or WebP, up to 5 MB.
      </p>
      {image ? (
        <div className="fc-preview">
          <CampaignImage src={image} alt={`Current image of ${campaign.title}`} className="fc-preview__image" eager />
          <div className="fc-preview__info">
            <p className="fc-preview__name">{image === campaign.image ? 'Current image' : 'New image'}</p>
          </div>
          <Button icon={<DeleteOutlined />} onClick={media.removeImage} disabled={uploading || saving}>
            Remove image
          </Button>
        </div>
      ) : (
        <p className="fc-field-hint">This campaign has no image.</p>
      )}
      <Form.Item
        label={image ? 'Replace the image' : 'Upload an image'}
        htmlFor="fc-edit-image"
        validateStatus={imageError ? 'error' : undefined}
        help={imageError ? <span id="fc-edit-image-error">{imageError}</span> : undefined}
        style={{ marginTop: 16 }}
      >
        <FileDropzone
          id="fc-edit-image"
          accept="image/*"
          prompt="Drag and drop an image here, or click to choose one"
          onFiles={media.pickImage}
          describedBy={imageError ? 'fc-edit-image-error fc-edit-image-hint' : 'fc-edit-image-hint'}
          invalid={Boolean(imageError)}
          disabled={uploading || saving}
        />
        {queue.progress.image && <UploadProgress {...queue.progress.image} />}
      </Form.Item>
    </fieldset>
  );
}
