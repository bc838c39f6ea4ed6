import type { IncomingHttpHeaders } from 'node:http';

/** A path on this site to come back to (no scheme, no //host, no backslash or control characters, not /auth or the API). */
function sitePath(candidate: string | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  if (candidate === '/' || candidate === '/auth' || candidate.startsWith('/auth?') || candidate.startsWith('/auth/')) return null;
  if (candidate.startsWith('/api/')) return null;
  return candidate;
}

/**
 * Where GET /api/login sends the browser: the sign-in screen, told which page to come back to. The page is the
 * `next` query parameter when the link gives one, else the page the member was on (the same-origin Referer: the
 * spec's links are a plain /api/login, from Create Campaign, Sign In to Continue and the membership checkout).
 * Anything that is not a path on this site is dropped: the sign-in then goes home, as the spec says.
 */
export function signInLocation(next: unknown, headers: IncomingHttpHeaders, host: string | undefined): string {
  let target = sitePath(typeof next === 'string' ? next : undefined);
  const referer = typeof headers.referer === 'string' ? headers.referer : undefined;
  if (!target && referer && host) {
    try {
      const url = new URL(referer);
      if (url.host === host) target = sitePath(`${url.pathname}${url.search}${url.hash}`);
    } catch {
      // not a URL: no target
    }
  }
  return target ? `/auth?next=${encodeURIComponent(target)}` : '/auth';
}
