import type { NextFunction, Request, Response } from 'express';
import type { FileStorage } from '../../application/file-storage.js';

/**
 * GET /uploads/{key}: streams a stored file with its sniffed content type, nosniff, a long cache
 * (names are random and never reused) and byte ranges for video seeking.
 */
export function serveUploads(storage: FileStorage) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = req.path.replace(/^\/+/, '');
    if (!/^[A-Za-z0-9._-]+$/.test(key)) {
      res.status(404).json({ message: 'File not found', code: 'not_found' });
      return;
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
      file.stream.on('error', next);
      file.stream.pipe(res);
    } catch (error) {
      next(error);
    }
  };
}
