import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../app/toast';
import { BusinessLogo } from './business-logo';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Checks a picked file before it is sent: an image, at most 5MB. Returns the toast to show, or null. */
export function checkImageFile(file: File): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid file type', description: 'Please select an image file' };
  if (file.size > MAX_IMAGE_BYTES) return { title: 'File too large', description: 'Please select an image smaller than 5MB' };
  return null;
}

/** POST /api/upload/business-logo (multipart field `logo`) with upload progress; resolves with the logo's URL. */
export function uploadBusinessLogo(file: File, onProgress: (percent: number) => void): { promise: Promise<string>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<string>((resolve, reject) => {
    xhr.open('POST', '/api/upload/business-logo');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { logoUrl?: unknown; message?: unknown } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body.logoUrl === 'string') resolve(body.logoUrl);
      else reject(new Error(typeof body?.message === 'string' ? body.message : `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new Error('aborted'));
    const data = new FormData();
    data.append('logo', file);
    xhr.send(data);
  });
  return { promise, abort: () => xhr.abort() };
}

interface LogoUploadProps {
  companyName: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/** The company logo control: preview, a file picker (JPG, PNG, GIF up to 5MB), upload progress in percent, remove. */
export function LogoUpload({ companyName, value, onChange, onUploadingChange }: LogoUploadProps) {
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
    const upload = uploadBusinessLogo(file, setPercent);
    abortRef.current = upload.abort;
    try {
      const logoUrl = await upload.promise;
      setPercent(100);
      onChange?.(logoUrl);
      toast({ title: 'Upload successful', description: 'Your logo is ready. Save your profile to keep it.', variant: 'success' });
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
      <BusinessLogo companyName={companyName} logo={value} size={88} />
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
            {value ? 'Change Logo' : 'Upload Logo'}
          </Button>
          {value && !uploading && (
            <Button icon={<DeleteOutlined aria-hidden="true" />} onClick={() => onChange?.(null)}>
              Remove Logo
            </Button>
          )}
        </div>
        <label htmlFor={inputId} className="fc-sr-only">
          Company logo file
        </label>
        <p id={hintId} className="fc-muted fc-logo-upload__hint">
          JPG, PNG or GIF, up to 5MB.
        </p>
        {uploading && (
          <div role="status" aria-live="polite" className="fc-logo-upload__progress">
            <span>Uploading... {percent}%</span>
            <Progress percent={percent ?? 0} size="small" showInfo={false} aria-label="Logo upload progress" />
          </div>
        )}
      </div>
    </div>
  );
}
