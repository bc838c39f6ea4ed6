import { CloudUploadOutlined } from '@ant-design/icons';
import { useEffect, useState, type CSSProperties, type ChangeEvent } from 'react';
import { useReadableErrorColor } from './readable-errors';
import './campaign.css';

interface FileDropzoneProps {
  /** The input's id, tied to the field's visible label. */
  id: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  /** e.g. 'Drag and drop an image here, or click to choose one' */
  prompt: string;
  /** Ids of the hint / error texts that describe the field. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * A file picker with drag and drop. The native file input covers the whole drop area (invisible), so
 * clicking, keyboard (Tab, then Enter or Space) and dropping a file all use the browser's own control.
 */
export function FileDropzone({ id, accept, multiple, onFiles, prompt, describedBy, invalid, disabled }: FileDropzoneProps) {
  const [dragging, setDragging] = useState(false);
  const errorColor = useErrorColor();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file may be chosen again after a removal
    setDragging(false);
    if (files.length) onFiles(files);
  };
  return (
    <div
      className={`fc-dropzone${dragging ? ' is-dragging' : ''}${invalid ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`}
      style={errorColor}
    >
      <input
        id={id}
        className="fc-dropzone__input"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={onChange}
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
        onDrop={() => setDragging(false)}
      />
      <span className="fc-dropzone__face" aria-hidden="true">
        <CloudUploadOutlined className="fc-dropzone__icon" />
        <span>{prompt}</span>
      </span>
    </div>
  );
}

/** antd's error color of the current theme, as a CSS variable for the parts antd does not draw. */
function useErrorColor(): CSSProperties {
  return { '--fc-error': useReadableErrorColor() } as CSSProperties;
}

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed';

/** One file's upload: a progress bar with its percentage. */
export function UploadProgress({ name, percent, state }: { name: string; percent: number; state: UploadState }) {
  const errorColor = useErrorColor();
  const text =
    state === 'done' ? 'Uploaded' : state === 'failed' ? 'Upload failed' : state === 'waiting' ? 'Waiting to upload' : `${percent}%`;
  return (
    <div className={`fc-upload-progress fc-upload-progress--${state}`} style={errorColor}>
      <div className="fc-upload-progress__label">
        <span className="fc-upload-progress__name">{name}</span>
        <span className="fc-upload-progress__percent">{text}</span>
      </div>
      <div
        className="fc-upload-progress__bar"
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state === 'done' ? 100 : percent}
      >
        <span style={{ width: `${state === 'done' ? 100 : percent}%` }} />
      </div>
    </div>
  );
}

/** An object URL for previewing a chosen file, revoked when the file changes or the view goes away. */
export function useObjectUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
