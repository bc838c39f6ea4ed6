import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toast } from '../app/toast';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Checks a picked file before it is sent: an image, at most 5MB. Returns the toast to show, or null. */
export function checkImageFile(file: File): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid file type', description: 'Please select an image file' };
  if (file.size > MAX_IMAGE_BYTES) return { title: 'File too large', description: 'Please select an image smaller than 5MB' };
  return null;
}

/** Where an image goes: the endpoint, its multipart field, and the answer's key holding the stored URL. */
export interface ImageEndpoint {
  path: string;
  field: string;
  urlKey: string;
}

/** POSTs one image (multipart) with upload progress; resolves with the stored image's URL. */
export function uploadImage(endpoint: ImageEndpoint, file: File, onProgress: (percent: number) => void): { promise: Promise<string>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<string>((resolve, reject) => {
    xhr.open('POST', endpoint.path);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as Record<string, unknown> | null;
      const url = body?.[endpoint.urlKey];
      if (xhr.status >= 200 && xhr.status < 300 && typeof url === 'string') resolve(url);
      else reject(new Error(typeof body?.message === 'string' ? body.message : `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new Error('aborted'));
    const data = new FormData();
    data.append(endpoint.field, file);
    xhr.send(data);
  });
  return { promise, abort: () => xhr.abort() };
}

export interface ImageUploadTexts {
  /** "Logo", "Photo": used in Upload X, Change X, Remove X, the file label and the progress bar. */
  noun: string;
  fileLabel: string;
  uploaded: string;
}

interface ImageUploadProps {
  endpoint: ImageEndpoint;
  texts: ImageUploadTexts;
  /** The preview of the current value (or a placeholder when there is none). */
  preview: ReactNode;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/** An image control: preview, a file picker (JPG, PNG, GIF up to 5MB), upload progress in percent, remove. */
export function ImageUpload({ endpoint, texts, preview, value, onChange, onUploadingChange }: ImageUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<(() => void) | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(() => () => abortRef.current?.(), []);

  const setUploading = (uploading: boolean) => onUploadingChange?.(uploading);

  const pick = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setPercent(0);
    setUploading(true);
    const upload = uploadImage(endpoint, file, setPercent);
    abortRef.current = upload.abort;
    try {
      const url = await upload.promise;
      setPercent(100);
      onChange?.(url);
      toast({ title: 'Upload successful', description: texts.uploaded, variant: 'success' });
    } catch (error) {
      if (error instanceof Error && error.message === 'aborted') return;
      toast({ title: 'Upload failed', description: 'Failed to upload image. Please try again.', variant: 'destructive' });
    } finally {
      abortRef.current = null;
      setPercent(null);
      setUploading(false);
    }
  };

  const uploading = percent !== null;
  return (
    <div className="fc-logo-upload">
      {preview}
      <div className="fc-logo-upload__controls">
        <input
          ref={inputRef}
          id={inputId}
          className="fc-sr-only"
          tabIndex={-1}
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          disabled={uploading}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <div className="fc-logo-upload__buttons">
          <Button icon={<UploadOutlined aria-hidden="true" />} disabled={uploading} onClick={() => inputRef.current?.click()}>
            {value ? `Change ${texts.noun}` : `Upload ${texts.noun}`}
          </Button>
          {value && !uploading && (
            <Button icon={<DeleteOutlined aria-hidden="true" />} onClick={() => onChange?.(null)}>
              Remove {texts.noun}
            </Button>
          )}
        </div>
        <label htmlFor={inputId} className="fc-sr-only">
          {texts.fileLabel}
        </label>
        <p id={hintId} className="fc-muted fc-logo-upload__hint">
          JPG, PNG or GIF, up to 5MB.
        </p>
        {uploading && (
          <div role="status" aria-live="polite" className="fc-logo-upload__progress">
            <span>Uploading... {percent}%</span>
            <Progress percent={percent ?? 0} size="small" showInfo={false} aria-label={`${texts.noun} upload progress`} />
          </div>
        )}
      </div>
    </div>
  );
}
