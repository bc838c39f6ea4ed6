import { DeleteOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Radio } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, api, errorText, sendData } from '../../../api/client';
import type { components } from '../../../api/schema';
import { useCurrentUser } from '../../../app/session';
import { toast } from '../../../app/toast';
import { ButtonLink } from '../../../components/button-link';
import { useInvalidateCampaigns } from '../../../components/campaign/campaign-api';
import {
  FileDropzone,
  UploadProgress,
  useObjectUrl,
  type UploadState,
} from '../../../components/campaign/upload-field';
import { checkMediaFile, formatFileSize, formatMegabytes, uploadErrorText, uploadMedia } from '../../../components/campaign/upload';
import { PageLoader } from '../../../components/page-loader';
import { usePageMeta } from '../../../lib/page-meta';
import { ReadableErrors } from '../../../components/campaign/readable-errors';
import '../campaign-pages.css';
import {
  MAX_ADDITIONAL_IMAGES,
  descriptionRules,
  endDateRules,
  endOfDay,
  goalRules,
  titleRules,
  tomorrow,
  webAddressRules,
} from '../campaign-form-rules';

type CreateCampaignBody = components['schemas']['CreateCampaignRequest'];

interface CampaignFormValues {
  title: string;
  goal: string;
  endDate: string;
  description: string;
  imageUrl: string;
  videoUrl: string;
}

type MediaMode = 'upload' | 'url';

interface Progress {
  name: string;
  percent: number;
  state: UploadState;
}

interface PickedImage {
  id: number;
  file: File;
}

/** A failed step of the submission, with the toast text to show. */
class SubmitStepError extends Error {
  constructor(readonly text: string) {
    super(text);
  }
}

function ImagePreview({ file, onRemove, removeLabel }: { file: File; onRemove: () => void; removeLabel: string }) {
  const url = useObjectUrl(file);
  return (
    <div className="fc-preview">
      {url ? <img className="fc-preview__image" src={url} alt={`Preview of ${file.name}`} /> : <span className="fc-preview__image" />}
      <div className="fc-preview__info">
        <p className="fc-preview__name">{file.name}</p>
        <p className="fc-preview__size">{formatFileSize(file.size)}</p>
      </div>
      <Button icon={<DeleteOutlined />} onClick={onRemove} aria-label={removeLabel}>
        Remove
      </Button>
    </div>
  );
}

function SignInRequired() {
  usePageMeta('Create a Campaign');
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-create-auth">
      <h1 id="fc-create-auth">Authentication Required</h1>
      <p className="fc-lead">You need to be logged in to create a campaign.</p>
      <div className="fc-actions">
        <ButtonLink to="/api/login" external type="primary" size="large">
          Sign In to Continue
        </ButtonLink>
      </div>
    </section>
  );
}

/** /donate/create: a member starts a campaign; files are uploaded on submit, one call per file, with progress. */
export default function CreateCampaignPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader label="Checking your sign-in…" />;
  if (!user) return <SignInRequired />;
  return <CreateCampaignForm />;
}

function CreateCampaignForm() {
  usePageMeta('Create a Campaign', 'Start a fundraising campaign for your ministry, mission or family on Faith Collective.');
  const [form] = Form.useForm<CampaignFormValues>();
  const navigate = useNavigate();
  const invalidate = useInvalidateCampaigns();
  const [submitted, setSubmitted] = useState(false);

  const [imageMode, setImageMode] = useState<MediaMode>('upload');
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [additional, setAdditional] = useState<PickedImage[]>([]);
  const [additionalError, setAdditionalError] = useState<string | null>(null);
  const [videoMode, setVideoMode] = useState<MediaMode>('upload');
  const [videoFile, setVideoFile] = useState<File | null>(null);
  const [videoError, setVideoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Record<string, Progress>>({});
  const nextId = useRef(1);
  // A file uploaded once is not sent again when the person retries after an error.
  const uploaded = useRef(new WeakMap<File, string>());

  const track = (key: string, patch: Partial<Progress>) =>
    setProgress((current) => {
      const base: Progress = current[key] ?? { name: '', percent: 0, state: 'waiting' };
      return { ...current, [key]: { ...base, ...patch } };
    });

  const upload = async (key: string, file: File, fallback: string): Promise<string> => {
    const known = uploaded.current.get(file);
    if (known) return known;
    track(key, { name: file.name, percent: 0, state: 'uploading' });
    try {
      const url = await uploadMedia(file, (percent) => track(key, { percent }));
      uploaded.current.set(file, url);
      track(key, { percent: 100, state: 'done' });
      return url;
    } catch (error) {
      track(key, { state: 'failed' });
      throw new SubmitStepError(uploadErrorText(error, fallback));
    }
  };

  const create = useMutation({
    mutationFn: async (values: CampaignFormValues) => {
      // Every file still to send shows as waiting, then uploads one call at a time with its progress.
      const queue: [string, File | null][] = [
        ['image', imageMode === 'upload' ? imageFile : null],
        ...additional.map((item): [string, File] => [`additional-${item.id}`, item.file]),
        ['video', videoMode === 'upload' ? videoFile : null],
      ];
      for (const [key, file] of queue) {
        if (file && !uploaded.current.has(file)) track(key, { name: file.name, percent: 0, state: 'waiting' });
      }
      const image =
        imageMode === 'upload'
          ? imageFile
            ? await upload('image', imageFile, 'Failed to upload main image')
            : null
          : values.imageUrl?.trim() || null;
      const additionalImages: string[] = [];
      for (const item of additional) {
        additionalImages.push(await upload(`additional-${item.id}`, item.file, 'Failed to upload additional image'));
      }
      const video =
        videoMode === 'upload'
          ? videoFile
            ? await upload('video', videoFile, 'Failed to upload video')
            : null
          : values.videoUrl?.trim() || null;
      const body: CreateCampaignBody = {
        title: values.title.trim(),
        description: values.description.trim(),
        goal: String(values.goal).trim(),
        image,
        additionalImages,
        video,
        endDate: values.endDate ? endOfDay(values.endDate) : null,
      };
      return sendData(api.POST('/api/campaigns', { body }));
    },
    onSuccess: async (campaign) => {
      await invalidate();
      toast({ title: 'Campaign Created!', description: 'Your campaign has been created successfully.', variant: 'success' });
      navigate(`/donate/${campaign.slug}`);
    },
    onError: (error) => {
      const text = error instanceof SubmitStepError ? error.text : errorText(error, 'Failed to create campaign');
      toast({ title: 'Error creating campaign', description: text, variant: 'destructive' });
      if (error instanceof ApiError) {
        const fields: (keyof CampaignFormValues)[] = ['title', 'goal', 'endDate', 'description'];
        form.setFields(
          Object.entries(error.fieldErrors)
            .filter(([name]) => (fields as string[]).includes(name))
            .map(([name, errors]) => ({ name: name as keyof CampaignFormValues, errors })),
        );
        const media = error.fieldErrors.image?.[0];
        if (media) setImageError(media);
        const video = error.fieldErrors.video?.[0];
        if (video) setVideoError(video);
        const more = error.fieldErrors.additionalImages?.[0];
        if (more) setAdditionalError(more);
      }
    },
  });
  const saving = create.isPending;

  const pickImage = (files: File[]) => {
    const file = files[0];
    const problem = checkMediaFile(file, 'image');
    setImageError(problem);
    if (!problem) setImageFile(file);
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

  const pickVideo = (files: File[]) => {
    const file = files[0];
    const problem = checkMediaFile(file, 'video');
    setVideoError(problem);
    if (!problem) setVideoFile(file);
  };

  const removeProgress = (key: string) =>
    setProgress((current) => {
      const { [key]: _removed, ...rest } = current;
      return rest;
    });

  return (
    <div className="fc-container fc-page fc-form-page">
      <h1>Create a Campaign</h1>
      <p className="fc-lead">
        Tell people what you are raising money for. Our moderators review every campaign before it goes live.
      </p>

      <ReadableErrors>
        <Form<CampaignFormValues>
          form={form}
          name="create-campaign"
          layout="vertical"
          noValidate
          requiredMark="optional"
          className="fc-card fc-form-card"
          validateTrigger={submitted ? 'onChange' : false}
          initialValues={{ title: '', goal: '', endDate: '', description: '', imageUrl: '', videoUrl: '' }}
          onFinish={(values) => {
            setSubmitted(true);
            create.mutate(values);
          }}
          onFinishFailed={({ errorFields }) => {
            setSubmitted(true);
            if (errorFields[0]) form.scrollToField(errorFields[0].name, { block: 'center', focus: true });
          }}
          disabled={saving}
        >
          <Form.Item label="Campaign Title" name="title" rules={titleRules} required>
            <Input placeholder="e.g. New Roof for Grace Chapel" maxLength={120} showCount />
          </Form.Item>

          <div className="fc-form-row">
            <Form.Item label="Goal Amount (USD)" name="goal" rules={goalRules} required>
              <Input type="number" inputMode="decimal" min={1} step={0.01} prefix="$" placeholder="5000" />
            </Form.Item>
            <Form.Item
              label="End Date"
              name="endDate"
              rules={endDateRules}
              extra="Optional. Leave empty to keep the campaign open."
            >
              <Input type="date" min={tomorrow()} />
            </Form.Item>
          </div>

          <Form.Item label="Description" name="description" rules={descriptionRules} required>
            <Input.TextArea rows={7} placeholder="Who is this for, what will the money do, and why does it matter?" />
          </Form.Item>

          <fieldset className="fc-form-section" aria-describedby="fc-main-image-hint">
            <legend className="fc-form-section__title">Main Image</legend>
            <p id="fc-main-image-hint" className="fc-field-hint">
              Optional. Recommended: 1200 x 675 pixels. JPG, PNG, GIF or WebP, up to 5 MB.
            </p>
            <Radio.Group
              className="fc-media-mode"
              optionType="button"
              value={imageMode}
              onChange={(event) => setImageMode(event.target.value as MediaMode)}
              aria-label="How to add the main image"
              options={[
                { value: 'upload', label: 'Upload a file' },
                { value: 'url', label: 'Use an image URL' },
              ]}
            />
            {imageMode === 'upload' ? (
              <Form.Item
                label="Main image file"
                htmlFor="fc-main-image"
                validateStatus={imageError ? 'error' : undefined}
                help={imageError ? <span id="fc-main-image-error">{imageError}</span> : undefined}
              >
                <FileDropzone
                  id="fc-main-image"
                  accept="image/*"
                  prompt="Drag and drop an image here, or click to choose one"
                  onFiles={pickImage}
                  describedBy={imageError ? 'fc-main-image-error fc-main-image-hint' : 'fc-main-image-hint'}
                  invalid={Boolean(imageError)}
                  disabled={saving}
                />
                {imageFile && (
                  <ImagePreview
                    file={imageFile}
                    removeLabel={`Remove main image ${imageFile.name}`}
                    onRemove={() => {
                      setImageFile(null);
                      removeProgress('image');
                    }}
                  />
                )}
                {progress.image && <UploadProgress {...progress.image} />}
              </Form.Item>
            ) : (
              <Form.Item label="Image URL" name="imageUrl" rules={webAddressRules} extra="A link to an image, starting with https://">
                <Input type="url" inputMode="url" placeholder="https://" />
              </Form.Item>
            )}
          </fieldset>

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
                onFiles={pickAdditional}
                describedBy={additionalError ? 'fc-more-images-error fc-more-images-hint' : 'fc-more-images-hint'}
                invalid={Boolean(additionalError)}
                disabled={saving || additional.length >= MAX_ADDITIONAL_IMAGES}
              />
              {additional.length > 0 && (
                <ul className="fc-preview-grid" aria-label="Additional images chosen">
                  {additional.map((item, index) => (
                    <li key={item.id}>
                      <ImagePreview
                        file={item.file}
                        removeLabel={`Remove additional image ${index + 1}, ${item.file.name}`}
                        onRemove={() => {
                          setAdditional((current) => current.filter((other) => other.id !== item.id));
                          removeProgress(`additional-${item.id}`);
                          setAdditionalError(null);
                        }}
                      />
                      {progress[`additional-${item.id}`] && <UploadProgress {...progress[`additional-${item.id}`]} />}
                    </li>
                  ))}
                </ul>
              )}
            </Form.Item>
          </fieldset>

          <fieldset className="fc-form-section" aria-describedby="fc-video-hint">
            <legend className="fc-form-section__title">Video</legend>
            <p id="fc-video-hint" className="fc-field-hint">
              Optional. Upload an MP4, WebM or MOV file up to 100 MB, or link a YouTube or Vimeo video.
            </p>
            <Radio.Group
              className="fc-media-mode"
              optionType="button"
              value={videoMode}
              onChange={(event) => setVideoMode(event.target.value as MediaMode)}
              aria-label="How to add the video"
              options={[
                { value: 'upload', label: 'Upload a video' },
                { value: 'url', label: 'Use a video link' },
              ]}
            />
            {videoMode === 'upload' ? (
              <Form.Item
                label="Video file"
                htmlFor="fc-video"
                validateStatus={videoError ? 'error' : undefined}
                help={videoError ? <span id="fc-video-error">{videoError}</span> : undefined}
              >
                <FileDropzone
                  id="fc-video"
                  accept="video/*"
                  prompt="Drag and drop a video here, or click to choose one"
                  onFiles={pickVideo}
                  describedBy={videoError ? 'fc-video-error fc-video-hint' : 'fc-video-hint'}
                  invalid={Boolean(videoError)}
                  disabled={saving}
                />
                {videoFile && (
                  <div className="fc-preview">
                    <div className="fc-preview__info">
                      <p className="fc-preview__name">{videoFile.name}</p>
                      <p className="fc-preview__size">{formatMegabytes(videoFile.size)}</p>
                    </div>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={`Remove video ${videoFile.name}`}
                      onClick={() => {
                        setVideoFile(null);
                        removeProgress('video');
                      }}
                    >
                      Remove
                    </Button>
                  </div>
                )}
                {progress.video && <UploadProgress {...progress.video} />}
              </Form.Item>
            ) : (
              <Form.Item
                label="Video link"
                name="videoUrl"
                rules={webAddressRules}
                extra="For example https://www.youtube.com/watch?v=..."
                validateStatus={videoError ? 'error' : undefined}
                help={videoError ?? undefined}
              >
                <Input type="url" inputMode="url" placeholder="https://" onChange={() => setVideoError(null)} />
              </Form.Item>
            )}
          </fieldset>

          <div className="fc-form-footer">
            <ButtonLink to="/donate" size="large" disabled={saving}>
              Cancel
            </ButtonLink>
            <Button type="primary" htmlType="submit" size="large" loading={saving} disabled={false}>
              {saving ? 'Creating...' : 'Create Campaign'}
            </Button>
          </div>
        </Form>
      </ReadableErrors>
    </div>
  );
}
