import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import type { FileStorage } from '../../application/file-storage.js';

/**
 * Right-sized copies of every stored picture, in WebP: GET /uploads/{key}?w=480|800|1200 (the srcset of
 * cards and the campaign page). Made when the picture is uploaded; for pictures stored before that (or
 * when making them failed) made on first request and kept.
 */
export const VARIANT_WIDTHS = [480, 800, 1200] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Pictures that get variants (GIFs may be animated: left as they are). */
const VARIANT_SOURCE = /^[A-Za-z0-9_-]+\.(jpe?g|png|webp|avif)$/i;
const WEBP_QUALITY = 72;

export function hasVariants(key: string): boolean {
  return VARIANT_SOURCE.test(key) && !/-w\d+\.webp$/.test(key);
}

export function variantKey(key: string, width: VariantWidth): string {
  return `${key.replace(/\.[^.]+$/, '')}-w${width}.webp`;
}

export function parseVariantWidth(value: unknown): VariantWidth | null {
  const width = typeof value === 'string' ? Number(value) : NaN;
  return (VARIANT_WIDTHS as readonly number[]).includes(width) ? (width as VariantWidth) : null;
}

async function storeVariant(storage: FileStorage, key: string, source: string, width: VariantWidth, dir: string): Promise<void> {
  const out = join(dir, `w${width}.webp`);
  await sharp(source, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toFile(out);
  await storage.put(variantKey(key, width), out, 'image/webp', (await stat(out)).size);
}

/** Makes every width of a picture from its local file (at upload). A picture sharp cannot read gets none. */
export async function makeImageVariants(storage: FileStorage, key: string, localPath: string, widths: readonly VariantWidth[] = VARIANT_WIDTHS): Promise<void> {
  if (!hasVariants(key)) return;
  const dir = await mkdtemp(join(tmpdir(), 'fc-variants-'));
  try {
    for (const width of widths) await storeVariant(storage, key, localPath, width, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const making = new Map<string, Promise<boolean>>();

/** Makes one width of a stored picture from the stored original (once at a time per variant). False when there is no original. */
export function ensureImageVariant(storage: FileStorage, key: string, width: VariantWidth): Promise<boolean> {
  const target = variantKey(key, width);
  const under = making.get(target);
  if (under) return under;
  const job = (async () => {
    const original = await storage.open(key);
    if (!original) return false;
    const dir = await mkdtemp(join(tmpdir(), 'fc-variants-'));
    try {
      const source = join(dir, 'original');
      await pipeline(original.stream, createWriteStream(source));
      await storeVariant(storage, key, source, width, dir);
      return true;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })().finally(() => making.delete(target));
  making.set(target, job);
  return job;
}
