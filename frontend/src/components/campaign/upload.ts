/**
 * Campaign media uploads: POST /api/upload, one file per call in the multipart field `image`, with the
 * upload's progress reported as it goes (XMLHttpRequest, since fetch cannot report upload progress).
 */

export const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 5 * MB;
export const MAX_VIDEO_BYTES = 100 * MB;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-m4v'];
const VIDEO_EXTENSIONS = /\.(mp4|m4v|webm|mov)$/i;

export type MediaKind = 'image' | 'video';

/** Size in MB with two decimals: 2621440 -> "2.50 MB". */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(2)} MB`;
}

/** A file size for people: under 1 MB in KB ("420.5 KB"), else MB with two decimals. */
export function formatFileSize(bytes: number): string {
  return bytes < MB ? `${(bytes / 1024).toFixed(1)} KB` : formatMegabytes(bytes);
}

/** Checks a file before it is uploaded; returns the message to show, or null when it may go. */
export function checkMediaFile(file: File, kind: MediaKind): string | null {
  if (kind === 'image') {
    const typeOk = file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_EXTENSIONS.test(file.name);
    if (!typeOk) return 'Invalid file type: Please select a JPG, PNG, GIF or WebP image';
    if (file.size > MAX_IMAGE_BYTES) return 'File too large: Please select an image smaller than 5MB';
    return null;
  }
  const typeOk = file.type ? VIDEO_TYPES.includes(file.type) : VIDEO_EXTENSIONS.test(file.name);
  if (!typeOk) return 'Invalid file type: Please select an MP4, WebM or MOV video';
  if (file.size > MAX_VIDEO_BYTES) return 'File too large: Please select a video smaller than 100MB';
  return null;
}

/** An upload refused by the server or lost on the way; `serverMessage` is the server's own text. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `Upload failed (${status || 'network error'})`);
  }
}

/** The server's message for a failed upload, else the given fallback. */
export function uploadErrorText(error: unknown, fallback: string): string {
  return error instanceof UploadError && error.serverMessage ? error.serverMessage : fallback;
}

/** Uploads one file; `onProgress` receives whole percents (0-100). Resolves with the stored file's URL. */
export function uploadMedia(file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      type Body = { url?: unknown; message?: unknown } | null;
      let body: Body = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as Body) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body.url === 'string') {
        onProgress?.(100);
        resolve(body.url);
        return;
      }
      const message = body && typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
      reject(new UploadError(xhr.status, message));
    };
    xhr.onerror = () => reject(new UploadError(0, undefined));
    xhr.onabort = () => reject(new UploadError(0, 'The upload was cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    onProgress?.(0);
    xhr.send(form);
  });
}
