/** The web context's public door: the pages' descriptions for the server's HTML. */
export { WebModule } from './web.module.js';
export {
  PublicPages,
  ROBOTS_DISALLOW,
  SITEMAP_PAGES,
  type PageDescription,
  type PageShell,
  type PreloadImage,
} from './application/public-pages.service.js';
