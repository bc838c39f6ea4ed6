import { BREAKPOINTS, below } from '../styles/breakpoints.js';

/**
 * Stored pictures (/uploads/{key}) come in right-sized WebP copies (GET /uploads/{key}?w=480|800|1200, made
 * at upload). Other addresses (https links) have none.
 */
const VARIANT_WIDTHS = [480, 800, 1200];
const STORED_PICTURE = /^\/uploads\/[A-Za-z0-9_-]+\.(jpe?g|png|webp|avif)$/i;

export function uploadSrcSet(src: string | null | undefined): string | undefined {
  if (!src || !STORED_PICTURE.test(src)) return undefined;
  return VARIANT_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}

/**
 * The campaign page's main picture: full width below BREAKPOINTS.lg (campaign-pages.css, one column), then its column
 * (kept equal to the server's preload, CAMPAIGN_IMAGE_SIZES in src/modules/web).
 */
export const CAMPAIGN_PAGE_IMAGE_SIZES = `${below(BREAKPOINTS.lg)} 100vw, 760px`;
/** A card in the campaign grid (columns of at least 300 px in a 1200 px container). */
export const CAMPAIGN_CARD_IMAGE_SIZES = '(max-width: 679px) 100vw, (max-width: 1023px) 50vw, 380px';
/** Gallery thumbnails and other small tiles. */
export const THUMBNAIL_IMAGE_SIZES = '240px';
