/** What may be uploaded, judged by the file's own bytes, never by its name or declared type. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
export const VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/x-m4v': 'm4v',
};

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The documented cap for campaign videos. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

export type UploadKind = 'image' | 'image-or-video';

export const UPLOAD_MESSAGES = {
  missing: 'Please choose a file to upload',
  notImage: 'Invalid file type: Please select an image file',
  notImageOrVideo: 'Invalid file type: Please select an image or video file',
  imageTooLarge: 'File too large: Please select an image smaller than 5MB',
  videoTooLarge: 'File too large: Please select a video smaller than 100MB',
};
