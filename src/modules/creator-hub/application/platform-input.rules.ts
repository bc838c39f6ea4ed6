/**
 * How the hub's query parameters name a creator or a video, as pure functions: the HTTP edge
 * checks with them and the cache keys are built from what they return.
 */

/** The 11-character id from any YouTube video URL (watch, youtu.be, shorts, embed, live), or null. */
export function youtubeVideoId(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(shorts|embed|live|v)\/([^/]+)/.exec(url.pathname);
      id = match ? match[2] : null;
    }
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/** A channel handle as typed ("@gracenotesworship", with or without the @), or null when it cannot be one. */
export function channelHandle(raw: string): string | null {
  const value = raw.trim().replace(/^@/, '');
  return /^[A-Za-z0-9._-]{3,30}$/.test(value) ? value : null;
}

/** A photo-sharing or short-video username (with or without the @), lower-cased, or null when it cannot be one. */
export function platformUsername(raw: string): string | null {
  const value = raw.trim().replace(/^@/, '');
  return /^[A-Za-z0-9._]{2,30}$/.test(value) ? value.toLowerCase() : null;
}

export const SHORT_VIDEO_LIST = { defaultLimit: 2, maxLimit: 10 } as const;
