import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a GET /api/logout may sign out: only the member's own top-level navigation from this
 * site (a link or the address bar). Another site's link or form (Sec-Fetch-Site: cross-site) and
 * anything that is not a page navigation (an <img> pointing here, a fetch) are refused. Browsers
 * that send no fetch metadata are let through.
 */
export function isOwnSignOutNavigation(headers: IncomingHttpHeaders): boolean {
  const header = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value)?.toLowerCase();
  };
  const site = header('sec-fetch-site');
  const mode = header('sec-fetch-mode');
  const dest = header('sec-fetch-dest');
  return (
    (site === undefined || site === 'same-origin' || site === 'same-site' || site === 'none') &&
    (mode === undefined || mode === 'navigate') &&
    (dest === undefined || dest === 'document')
  );
}
