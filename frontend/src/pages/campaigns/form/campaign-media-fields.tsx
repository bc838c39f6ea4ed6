import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio } from 'antd';
import { CampaignImage } from '../../../components/campaign/campaign-image';
import { formatFileSize, formatMegabytes } from '../../../components/campaign/upload';
import { FileDropzone, UploadProgress, useObjectUrl } from '../../../components/campaign/upload-field';
import { MAX_ADDITIONAL_IMAGES, webAddressRules } from './campaign-form-rules';
import type { CampaignMedia, MediaMode } from './use-campaign-media';

interface FieldsProps {
  media: CampaignMedia;
  saving: boolean;
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

/** Create: the main image, uploaded from a file (on submit) or given as a web address. */
export function MainImageFieldset({ media, saving }: FieldsProps) {
  const { imageError, imageFile, queue } = media;
  return (
    <fieldset className="fc-form-section" aria-describedby="fc-main-image-hint">
      <legend className="fc-form-section__title">Main Image</legend>
      <p id="fc-main-image-hint" className="fc-field-hint">
        Optional. Recommended: 1200 x 675 pixels. JPG, PNG, GIF or WebP, up to 5 MB.
      </p>
      <Radio.Group
        className="fc-media-mode"
        optionType="button"
        value={media.imageMode}
        onChange={(event) => media.setImageMode(event.target.value as MediaMode)}
        aria-label="How to add the main image"
        options={[
          { value: 'upload', label: 'Upload a file' },
          { value: 'url', label: 'Use an image URL' },
        ]}
      />
      {media.imageMode === 'upload' ? (
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
            onFiles={media.pickImage}
            describedBy={imageError ? 'fc-main-image-error fc-main-image-hint' : 'fc-main-image-hint'}
            invalid={Boolean(imageError)}
            disabled={saving}
          />
          {imageFile && <ImagePreview file={imageFile} removeLabel={`Remove main image ${imageFile.name}`} onRemove={media.removeImage} />}
          {queue.progress.image && <UploadProgress {...queue.progress.image} />}
        </Form.Item>
      ) : (
        <Form.Item label="Image URL" name="imageUrl" rules={webAddressRules} extra="A link to an image, starting with https://">
          <Input type="url" inputMode="url" placeholder="https://" />
        </Form.Item>
      )}
    </fieldset>
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

/** Create: a video file (uploaded on submit) or a YouTube / Vimeo link. */
export function VideoFieldset({ media, saving }: FieldsProps) {
  const { videoError, videoFile, queue } = media;
  return (
    <fieldset className="fc-form-section" aria-describedby="fc-video-hint">
      <legend className="fc-form-section__title">Video</legend>
      <p id="fc-video-hint" className="fc-field-hint">
        Optional. Upload an MP4, WebM or MOV file up to 100 MB, or link a YouTube or Vimeo video.
      </p>
      <Radio.Group
        className="fc-media-mode"
        optionType="button"
        value={media.videoMode}
        onChange={(event) => media.setVideoMode(event.target.value as MediaMode)}
        aria-label="How to add the video"
        options={[
          { value: 'upload', label: 'Upload a video' },
          { value: 'url', label: 'Use a video link' },
        ]}
      />
      {media.videoMode === 'upload' ? (
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
            onFiles={media.pickVideo}
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
              <Button icon={<DeleteOutlined />} aria-label={`Remove video ${videoFile.name}`} onClick={media.removeVideo}>
                Remove
              </Button>
            </div>
          )}
          {queue.progress.video && <UploadProgress {...queue.progress.video} />}
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
          <Input type="url" inputMode="url" placeholder="https://" onChange={() => media.setVideoError(null)} />
        </Form.Item>
      )}
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
