/**
 * Where to go after signing in. A protected page sends a signed-out visitor to /auth?next=<its path>; once
 * signed in they come back there. Only a path on this site is followed (no scheme, no //host, no backslash
 * tricks): anything else, or no target, goes to / as the spec says.
 */
export function returnTarget(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if (/[\u0000-\u001f]/.test(next)) return '/';
  if (next === '/auth' || next.startsWith('/auth?') || next.startsWith('/auth/')) return '/';
  return next;
}

/** /auth with the page to come back to after signing in. */
export function signInPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const target = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return target === '/' ? '/auth' : `/auth?next=${encodeURIComponent(target)}`;
}
