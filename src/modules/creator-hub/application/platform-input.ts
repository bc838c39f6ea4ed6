import { DomainError } from '../../../shared-kernel/domain.js';

/** The 11-character id from any YouTube video URL (watch, youtu.be, shorts, embed), or null. */
export function youtubeVideoId(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
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

export const PlatformInput = {
  videoUrl(raw: unknown): string {
    const id = typeof raw === 'string' ? youtubeVideoId(raw.trim()) : null;
    if (!id) throw DomainError.validation('url', 'Please provide a valid YouTube video URL');
    return id;
  },
  handle(raw: unknown): string {
    const value = typeof raw === 'string' ? raw.trim().replace(/^@/, '') : '';
    if (!/^[A-Za-z0-9._-]{3,30}$/.test(value)) throw DomainError.validation('handle', 'Please provide a valid channel handle, like @faithcollective');
    return value;
  },
  username(raw: unknown): string {
    const value = typeof raw === 'string' ? raw.trim().replace(/^@/, '') : '';
    if (!/^[A-Za-z0-9._]{2,30}$/.test(value)) throw DomainError.validation('username', 'Please provide a valid username');
    return value.toLowerCase();
  },
  limit(raw: unknown): number {
    if (raw === undefined || raw === null || raw === '') return 2;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 10) throw DomainError.validation('limit', 'limit must be a whole number from 1 to 10');
    return n;
  },
};
