import { useCallback, useRef, useState } from 'react';
import type { UploadState } from '../../../components/campaign/upload-field';
import { uploadErrorText, uploadMedia } from '../../../components/campaign/upload';

/** One file's upload as shown under its field. */
export interface Progress {
  name: string;
  percent: number;
  state: UploadState;
}

/** A file that could not be uploaded, with the text to show (the server's message, or the field's fallback). */
export class UploadStepError extends Error {
  constructor(readonly text: string) {
    super(text);
  }
}

export interface UploadQueue {
  /** Progress by key ('image', 'additional-3', 'video'). */
  progress: Record<string, Progress>;
  /** Shows a file that is still to be sent as waiting. */
  wait(key: string, file: File): void;
  /** Uploads a file once (POST /api/upload) with its progress; resolves with its URL, or throws an UploadStepError. */
  upload(key: string, file: File, fallback: string): Promise<string>;
  /** Drops a key's progress (its file was removed). */
  forget(key: string): void;
}

/**
 * Uploads with progress, one call per file. A file uploaded once is not sent again when the person retries after
 * an error (another file failed, or the server refused the campaign).
 */
export function useUploadQueue(): UploadQueue {
  const [progress, setProgress] = useState<Record<string, Progress>>({});
  const uploaded = useRef(new WeakMap<File, string>());

  const track = useCallback(
    (key: string, patch: Partial<Progress>) =>
      setProgress((current) => {
        const base: Progress = current[key] ?? { name: '', percent: 0, state: 'waiting' };
        return { ...current, [key]: { ...base, ...patch } };
      }),
    [],
  );

  const wait = (key: string, file: File) => {
    if (!uploaded.current.has(file)) track(key, { name: file.name, percent: 0, state: 'waiting' });
  };

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
      track(key, { percent: 0, state: 'failed' }); // nothing was stored: the bar empties
      throw new UploadStepError(uploadErrorText(error, fallback));
    }
  };

  const forget = (key: string) =>
    setProgress((current) => {
      const { [key]: _removed, ...rest } = current;
      return rest;
    });

  return { progress, wait, upload, forget };
}
