import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Stripe.js and its frames, as Stripe's CSP guide lists them (Payment Element, 3-D Secure, address autocomplete). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com', 'https://maps.googleapis.com'],
};
/** Campaign videos are embedded from these players (frontend/src/components/campaign/video.ts). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of every answer. The single-page app is built by Vite into files of
 * this origin (no inline script); antd writes its styles at run time, hence style-src
 * 'unsafe-inline'. Images are uploads and the image proxy (same origin), pictures and campaign
 * images on https (http too where the site itself is served over http), and data:/blob: for video
 * thumbnails drawn in the page. No site may frame this one, except an organization's giving form made for it
 * (`embeddable`): any site may frame that one.
 */
export function contentSecurityPolicy(options: { https: boolean; embeddable?: boolean }): string {
  const web = options.https ? 'https:' : 'https: http:';
  return [
    "default-src 'self'",
    `script-src 'self' ${STRIPE.script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${web}`,
    `media-src 'self' blob: ${web}`,
    "font-src 'self' data:",
    `connect-src 'self' ${STRIPE.connect.join(' ')}`,
    `frame-src ${[...STRIPE.frame, ...VIDEO_PLAYERS].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    options.embeddable ? 'frame-ancestors *' : "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * The one page made to sit in an iframe on another site: an organization's giving form, /o/{slug}/embed, which
 * churches put on their own websites. Only the page itself: its scripts, styles and API calls are not framed.
 */
export function isEmbeddablePage(path: string | undefined): boolean {
  return path !== undefined && /^\/o\/[^/]+\/embed\/?$/.test(path);
}

/**
 * Security headers every answer carries. When the site's public address is https (PUBLIC_URL),
 * browsers are told to use https only (HSTS), whatever protocol reached this process behind a proxy.
 */
export function securityHeaders(options: { publicUrl: string | null }): RequestHandler {
  const https = options.publicUrl?.startsWith('https://') ?? false;
  const csp = contentSecurityPolicy({ https });
  const embeddableCsp = contentSecurityPolicy({ https, embeddable: true });
  return (req: Request, res: Response, next: NextFunction): void => {
    const embeddable = isEmbeddablePage(req.path);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // X-Frame-Options has no "any site": the embeddable page leaves it out and says so in its CSP.
    if (!embeddable) res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Content-Security-Policy', embeddable ? embeddableCsp : csp);
    if (https) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
