/**
 * Media a campaign may show: a file uploaded to this platform (/uploads/...) or an http(s) URL
 * (an image elsewhere, or a video-platform page). Never javascript:, data: or protocol-relative.
 */
export function isAcceptableMediaUrl(value: string): boolean {
  if (value.length > 2048) return false;
  if (value.startsWith('/uploads/')) return /^\/uploads\/[A-Za-z0-9._-]+$/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const VIDEO_PLATFORM_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];

/** True for a YouTube or Vimeo page rather than a video file. */
export function isVideoPlatformUrl(value: string): boolean {
  try {
    return VIDEO_PLATFORM_HOSTS.includes(new URL(value).hostname);
  } catch {
    return false;
  }
}

export const MAX_ADDITIONAL_IMAGES = 10;
