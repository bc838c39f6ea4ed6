import type { NextFunction, Request, Response } from 'express';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends from another site (CSRF), while
 * letting same-origin fetches and non-browser API clients through. Browsers send Origin
 * (and Sec-Fetch-Site) on cross-site POST/PUT/PATCH/DELETE; a request carrying neither is
 * not a browser's cross-site request.
 */
export function originCheck(options: { publicUrl: string | null; exemptPaths: string[] }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE.has(req.method) || options.exemptPaths.some((p) => req.path.startsWith(p))) return next();
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
