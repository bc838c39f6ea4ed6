import type { NextFunction, Request, Response } from 'express';
import type { FileStorage } from '../../application/file-storage.js';
import { ensureImageVariant, hasVariants, parseVariantWidth, variantKey } from './image-variants.js';

/** A stored file's name: an id, then one extension ("3f2c….jpg"). No dots in front, no "..", no separators. */
const STORED_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/;

/**
 * The storage key named by a request path below /uploads, or null when no stored file can have
 * that name. The path is decoded first, so that "%2e%2e" is judged as the ".." it stands for:
 * a leading dot, "..", separators, NUL, a bad escape or anything but "id.ext" is refused before
 * the storage is asked (the answer is the same 404 as for a missing file).
 */
export function uploadKey(path: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(path.replace(/^\/+/, ''));
  } catch {
    return null;
  }
  if (key.startsWith('.') || key.includes('..') || /[\\/\u0000]/.test(key)) return null;
  return STORED_NAME.test(key) ? key : null;
}

/**
 * GET /uploads/{key}?w=480|800|1200 asks for a picture's WebP copy of that width (made now if it is
 * missing); a picture that cannot have one, or another width, gets the original.
 * GET /uploads/{key}: streams a stored file with its sniffed content type, nosniff, a long cache
 * (names are random and never reused) and byte ranges for video seeking.
 */
export function serveUploads(storage: FileStorage) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let key = uploadKey(req.path);
    if (key === null) {
      res.status(404).json({ message: 'File not found', code: 'not_found' });
      return;
    }
    const width = parseVariantWidth(req.query.w);
    if (width && hasVariants(key)) {
      const variant = variantKey(key, width);
      const existing = await storage.open(variant).catch(() => null);
      if (existing) {
        existing.stream.destroy();
        key = variant;
      } else if (await ensureImageVariant(storage, key, width).catch(() => false)) {
        key = variant;
      }
    }
    const match = /^bytes=(\d+)-(\d*)$/.exec(req.get('range') ?? '');
    try {
      const file = await storage.open(key, match ? { start: Number(match[1]), end: match[2] ? Number(match[2]) : undefined } : undefined);
      if (!file) {
        res.status(match ? 416 : 404).json({ message: 'File not found', code: 'not_found' });
        return;
      }
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('Content-Length', String(file.size));
      if (file.range) {
        res.status(206);
        res.setHeader('Content-Range', `bytes ${file.range.start}-${file.range.end}/${file.range.total}`);
      }
      if (req.method === 'HEAD') {
        file.stream.destroy();
        res.end();
        return;
      }
      file.stream.on('error', (error) => {
        // The file vanished or is not a readable file after all: a 404 while nothing has been sent.
        if (!res.headersSent) {
          for (const header of ['Content-Length', 'Content-Range', 'Cache-Control', 'Accept-Ranges']) res.removeHeader(header);
          res.status(404).json({ message: 'File not found', code: 'not_found' });
        } else {
          res.destroy(error);
        }
      });
      file.stream.pipe(res);
    } catch (error) {
      next(error);
    }
  };
}
