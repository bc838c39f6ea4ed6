import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROBOTS_DISALLOW, SITEMAP_PAGES, type PageDescription, type PublicPages } from '../../index.js';
import { pageShell } from './page-shell.js';

export interface WebAppOptions {
  /** The built single-page app (frontend/dist). */
  webRoot: string;
  /** The site's public address (PUBLIC_URL) for absolute links; else the request's own host. */
  publicUrl: string | null;
  pages: PublicPages;
  /** The session cookie's name: without it the visitor is a guest, and the page says so. */
  sessionCookie: string;
}

interface RouteEntry {
  path: string;
  js: string[];
  css: string[];
}

interface CompiledRoute extends RouteEntry {
  pattern: RegExp;
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const escapeXml = escapeHtml;

/**
 * A React Router pattern (`donate/:slug`, case-insensitive, optional trailing slash) as a regular expression. A
 * trailing `*` (`o/:slug/*`: a screen whose pages below it are its own nested routes) matches its path and any below.
 */
function compile(route: RouteEntry): CompiledRoute {
  const parts = route.path.split('/').filter(Boolean);
  const splat = parts.at(-1) === '*';
  const segments = (splat ? parts.slice(0, -1) : parts).map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return { ...route, pattern: new RegExp(`^/${segments.join('/')}${splat ? '(?:/.*)?' : ''}/?$`, 'i') };
}

/** The build's index.html and route table, read again when a new build replaces them. */
class BuiltApp {
  private template = '';
  private routes: CompiledRoute[] = [];
  private stamp = -1;

  constructor(private readonly webRoot: string) {}

  /** Null while nothing is built. */
  current(): { template: string; routes: CompiledRoute[] } | null {
    const index = join(this.webRoot, 'index.html');
    if (!existsSync(index)) return null;
    const stamp = statSync(index).mtimeMs;
    if (stamp !== this.stamp) {
      this.template = readFileSync(index, 'utf8');
      const table = join(this.webRoot, 'routes.json');
      // Without a route table (an older build) every path is the app's: no 404 status from the server.
      const entries: RouteEntry[] = existsSync(table)
        ? (JSON.parse(readFileSync(table, 'utf8')) as { routes: RouteEntry[] }).routes
        : [{ path: '/*', js: [], css: [] }];
      this.routes = entries.map((entry) => (entry.path === '/*' ? { ...entry, pattern: /^/ } : compile(entry)));
      this.stamp = stamp;
    }
    return { template: this.template, routes: this.routes };
  }
}

function origin(req: Request, publicUrl: string | null): string {
  return (publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/$/, '');
}

const absolute = (base: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`);

/** The <head> tags of one page: title, description, canonical, Open Graph and Twitter card, preloads. */
export function headTags(page: PageDescription, base: string, route: RouteEntry | null, guest: boolean): string {
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    page.index ? '' : '<meta name="robots" content="noindex" />',
    page.canonicalPath ? `<link rel="canonical" href="${escapeHtml(base + page.canonicalPath)}" />` : '',
    '<meta property="og:site_name" content="Faith Collective" />',
    `<meta property="og:type" content="${page.type}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    page.canonicalPath ? `<meta property="og:url" content="${escapeHtml(base + page.canonicalPath)}" />` : '',
    `<meta property="og:image" content="${escapeHtml(absolute(base, page.image))}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(page.imageAlt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(page.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(absolute(base, page.image))}" />`,
    // Read by the app at start: a guest's page does not ask GET /api/user (a 401) before it can paint.
    `<meta name="fc-session" content="${guest ? 'guest' : 'unknown'}" />`,
    page.preload
      ? `<link rel="preload" as="image" href="${escapeHtml(page.preload.href)}"${page.preload.srcset ? ` imagesrcset="${escapeHtml(page.preload.srcset)}" imagesizes="${escapeHtml(page.preload.sizes ?? '100vw')}"` : ''} fetchpriority="high" />`
      : '',
    // The screen's own stylesheets: the page's first paint (its shell below) already uses them.
    ...(route?.css ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    // The screen's code: fetched by the app's entry once the page has painted (frontend/src/boot.ts).
    route?.js.length ? `<meta name="fc-screen-code" content="${escapeHtml(route.js.join(' '))}" />` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

function render(template: string, head: string, shell: string): string {
  const marked = /<!--\s*page-meta[\s\S]*?<!--\s*\/page-meta\s*-->/;
  const withHead = marked.test(template) ? template.replace(marked, () => head) : template.replace('</head>', () => `${head}\n  </head>`);
  return withHead.replace('<div id="root"></div>', () => `<div id="root">${shell}</div>`);
}

function robotsTxt(base: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

async function sitemapXml(base: string, pages: PublicPages): Promise<string> {
  const campaigns = await pages.liveCampaigns();
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PAGES.map((path) => url(`${base}${path}`)),
    ...campaigns.map((c) => url(`${base}/donate/${encodeURIComponent(c.slug)}`, c.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Serves the built single-page app:
 * - hashed assets (/assets) cached for a year as immutable, other files for an hour; each sent as its
 *   brotli or gzip copy made at build when the browser accepts it (Content-Encoding, Vary: Accept-Encoding);
 * - /robots.txt and /sitemap.xml (live campaigns and the public pages, absolute addresses);
 * - every page as index.html with that page's own title, description, canonical and preview tags, the
 *   preload of its largest picture and of its screen's code, and status 404 for a path no screen handles
 *   or a campaign the public cannot see (the app then shows its not-found page).
 * API paths and uploads are left to the API (an unknown /api path stays a JSON 404).
 */
export function webAppHandler(options: WebAppOptions): express.Router {
  const { webRoot, pages, publicUrl, sessionCookie } = options;
  const built = new BuiltApp(webRoot);
  const assets = expressStaticGzip(join(webRoot, 'assets'), {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { immutable: true, maxAge: '365d', index: false, fallthrough: true },
  });
  const files = expressStaticGzip(webRoot, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { maxAge: '1h', index: false, fallthrough: true },
  });
  const pagesHandler: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isApi(req.path)) return next();
    const base = origin(req, publicUrl);
    if (req.path === '/robots.txt') {
      res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(robotsTxt(base));
      return;
    }
    if (req.path === '/sitemap.xml') {
      sitemapXml(base, pages).then(
        (xml) => {
          res.type('application/xml').setHeader('Cache-Control', 'public, max-age=600');
          res.send(xml);
        },
        (error: unknown) => next(error),
      );
      return;
    }
    const current = built.current();
    if (!current) return next();
    const route = current.routes.find((r) => r.pattern.test(req.path)) ?? null;
    const guest = !(req.headers.cookie ?? '').includes(`${sessionCookie}=`);
    pages.describe(req.path, route !== null).then(
      (page) => {
        res.status(page.status);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        // Per visitor (the session hint), never stored by shared caches, always revalidated.
        res.setHeader('Cache-Control', 'private, no-cache');
        res.setHeader('Vary', 'Accept-Encoding, Cookie');
        res.send(render(current.template, headTags(page, base, route, guest), pageShell(req.path, page.status === 200 ? page.shell : null)));
      },
      (error: unknown) => next(error),
    );
  };
  const router = express.Router();
  router.use('/assets', assets);
  // Static files are looked for only outside the API: no disk lookups on API calls. index.html is
  // never sent as it is: every page goes through the page handler.
  router.use((req: Request, res: Response, next: NextFunction) =>
    isApi(req.path) || req.path === '/' || req.path === '/index.html' ? next() : files(req, res, next),
  );
  router.use(pagesHandler);
  return router;
}
