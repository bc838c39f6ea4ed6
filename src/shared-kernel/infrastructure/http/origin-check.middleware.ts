import type { NextFunction, Request, Response } from 'express';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends from another site (CSRF), while
 * letting same-origin fetches and non-browser API clients through. Browsers send Origin
 * (and Sec-Fetch-Site) on cross-site POST/PUT/PATCH/DELETE; a request carrying neither is
 * not a browser's cross-site request.
 *
 * Exempt: paths (a prefix, or a pattern) whose requests prove themselves and act for no session: a signed webhook,
 * an email's one-click unsubscribe address carrying its own token.
 */
export function originCheck(options: { publicUrl: string | null; exemptPaths: (string | RegExp)[]; exempt?: (req: Request) => boolean }) {
  const exempt = (path: string) => options.exemptPaths.some((p) => (typeof p === 'string' ? path.startsWith(p) : p.test(path)));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE.has(req.method) || exempt(req.path) || options.exempt?.(req)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    let allowed: boolean;
    if (origin && origin !== 'null') {
      const own = `${req.protocol}://${req.get('host')}`;
      allowed = origin === own || (options.publicUrl !== null && origin === options.publicUrl);
    } else if (origin === 'null') {
      allowed = false;
    } else {
      allowed = fetchSite !== 'cross-site';
    }
    if (allowed) return next();
    res.status(403).json({ message: 'Cross-site request refused.', code: 'cross_site_request' });
  };
}
