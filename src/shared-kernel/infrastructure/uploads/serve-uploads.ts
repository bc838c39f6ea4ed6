import type { NextFunction, Request, Response } from 'express';
import type { FileStorage } from '../../application/file-storage.js';

/** A stored file's name: an id, then one extension ("3f2c….jpg"). No dots in front, no "..", no separators. */
const STORED_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/;

type KeyCheck = { key: string } | { status: 400 | 404; message: string; code: string };

/**
 * The storage key named by a request path below /uploads. The path is decoded first, so that
 * "%2e%2e" is judged as the ".." it stands for; anything but a plain stored name is refused
 * before the storage is asked.
 */
export function uploadKey(path: string): KeyCheck {
  const raw = path.replace(/^\/+/, '');
  let key: string;
  try {
    key = decodeURIComponent(raw);
  } catch {
    return { status: 400, message: 'The file path is not valid.', code: 'invalid_path' };
  }
  if (key.startsWith('.') || key.includes('..') || /[\\/\u0000]/.test(key)) {
    return { status: 400, message: 'The file path is not valid.', code: 'invalid_path' };
  }
  if (!STORED_NAME.test(key)) return { status: 404, message: 'File not found', code: 'not_found' };
  return { key };
}

/**
 * GET /uploads/{key}: streams a stored file with its sniffed content type, nosniff, a long cache
 * (names are random and never reused) and byte ranges for video seeking.
 */
export function serveUploads(storage: FileStorage) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const checked = uploadKey(req.path);
    if (!('key' in checked)) {
      res.status(checked.status).json({ message: checked.message, code: checked.code });
      return;
    }
    const { key } = checked;
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
