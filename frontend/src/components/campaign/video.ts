/** Campaign videos: a file uploaded to the platform (or elsewhere), or a YouTube / Vimeo page. */

export type VideoSource =
  | { kind: 'file'; src: string }
  | { kind: 'embed'; src: string; platform: 'YouTube' | 'Vimeo'; pageUrl: string }
  | { kind: 'link'; pageUrl: string };

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];
const VIDEO_FILE = /\.(mp4|m4v|webm|mov)(\?.*)?$/i;

/** True for an http(s) address. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function isVideoPlatformUrl(value: string): boolean {
  try {
    const host = new URL(value).hostname;
    return YOUTUBE_HOSTS.includes(host) || VIMEO_HOSTS.includes(host);
  } catch {
    return false;
  }
}

function youTubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] || null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = url.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]+)/);
  return match ? match[1] : null;
}

function vimeoId(url: URL): string | null {
  const match = url.pathname.match(/(?:^|\/)(\d{5,})(?:\/|$)/);
  return match ? match[1] : null;
}

/** How a stored video address is shown: a <video>, an embedded player, or a plain link. */
export function videoSource(value: string): VideoSource {
  if (value.startsWith('/uploads/')) return { kind: 'file', src: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'link', pageUrl: value };
  }
  if (YOUTUBE_HOSTS.includes(url.hostname)) {
    const id = youTubeId(url);
    if (id && /^[\w-]+$/.test(id)) {
      return { kind: 'embed', platform: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}`, pageUrl: value };
    }
  }
  if (VIMEO_HOSTS.includes(url.hostname)) {
    const id = vimeoId(url);
    if (id) return { kind: 'embed', platform: 'Vimeo', src: `https://player.vimeo.com/video/${id}`, pageUrl: value };
  }
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', src: value };
  return { kind: 'link', pageUrl: value };
}

export const THUMBNAIL_AT_SECONDS = 0.5;
export const THUMBNAIL_QUALITY = 0.8;

/**
 * A thumbnail of a video file: the frame at 0.5 s drawn on a canvas, as a JPEG data URL (quality 0.8).
 * Rejects when the video cannot be read (e.g. another site that does not allow it).
 */
export function videoThumbnail(src: string, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.crossOrigin = 'anonymous';
    const cleanup = () => {
      video.removeAttribute('src');
      video.load();
    };
    signal?.addEventListener(
      'abort',
      () => {
        cleanup();
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
    video.addEventListener('error', () => {
      cleanup();
      reject(new Error(`Could not load the video for its thumbnail: ${src}`));
    });
    video.addEventListener('loadedmetadata', () => {
      const short = Number.isFinite(video.duration) && video.duration <= THUMBNAIL_AT_SECONDS;
      const at = short ? video.duration / 2 : THUMBNAIL_AT_SECONDS;
      video.currentTime = at;
    });
    video.addEventListener('seeked', () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = video.videoWidth || 640;
        canvas.height = video.videoHeight || 360;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No 2D canvas available for the video thumbnail');
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        resolve(canvas.toDataURL('image/jpeg', THUMBNAIL_QUALITY));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        cleanup();
      }
    });
    video.src = src;
  });
}
