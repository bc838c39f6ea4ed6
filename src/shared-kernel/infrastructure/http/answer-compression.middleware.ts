import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * How answers made per request (API JSON, pages the server fills in) are compressed: brotli at quality 1,
 * gzip at level 1, the fastest setting of each. Built files are not compressed here: they are sent as the
 * brotli/gzip copies made at build, at the highest quality.
 *
 * The library's defaults (brotli 4, gzip 6) made a search request from a browser cost the app 2.55x the CPU of
 * the same request without compression (bench/campaign-search.mjs, 20 clients at 10,000 campaigns: 1.65–1.73
 * against 0.65–0.68 ms per request, 552–581 against 876 requests/s, p95 93–95 against 42 ms): the largest
 * single cost of such a request. At these settings, streamed by the library, 1.32x (0.82–0.84 against 0.56–0.69
 * ms, 811–814 requests/s, p95 48–49 ms); compressed in one step (below), 1.18x (0.67–0.70 against 0.58 ms,
 * 881–887 against 931–933 requests/s, p95 39–40 against 37–38 ms). A page of 50 campaigns (34 KB of JSON) is
 * 2.1 KB with brotli 1 against 1.9 KB with brotli 4, and 25 µs against 86 µs to compress in one step.
 */
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP = { level: 1 };
export const ANSWER_COMPRESSION: compression.CompressionOptions = { ...GZIP, brotli: BROTLI };

/** The encodings compression offers, and the ones it prefers when the client takes several as well (its own lists). */
const OFFERED = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];
/** compression's default threshold: smaller answers are sent as they are. */
const THRESHOLD = 1024;
/** The largest answer compressed in one step on the event loop (brotli 1: about 25 µs for 34 KB); larger ones stream. */
const ONE_STEP_MAX = 256 * 1024;
/** compression's own test of Cache-Control (any case; a list of values is read as one). */
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

/**
 * Compresses an answer when the client asks (Accept-Encoding): brotli when it takes brotli, else gzip. A
 * request that accepts no encoding (API clients, probes, curl) gets the answer as it is without going
 * through compression's negotiation, which cost 25 µs of CPU per request (a quarter of a cached answer's).
 * An API answer still says it varies with Accept-Encoding; pages and built files say so themselves
 * (web-app.ts), uploads are images.
 *
 * An answer given whole (one `res.end(body)`, as `res.json` and `res.send` give it) of up to 256 KB is
 * compressed in one step, with the same settings and the same bytes as the library would send: the library
 * streams every answer through zlib's thread pool, a new compressor and two hand-overs between threads per
 * answer, which cost more than compressing it (1.32x → 1.18x above; 1.27x → 1.10x with 4 clients at once).
 * Such an answer also goes out with its Content-Length instead of in chunks. Everything else
 * (answers written in parts, streams, larger answers) goes through the library as before.
 */
export function answerCompression(): RequestHandler {
  const compress = compression(ANSWER_COMPRESSION);
  const oneStep = {
    br: (body: Buffer) => brotliCompressSync(body, BROTLI),
    gzip: (body: Buffer) => gzipSync(body, GZIP),
  };

  /** The answer's body (THRESHOLD to ONE_STEP_MAX bytes) compressed, its headers set; null when the library should decide. */
  function encodeWhole(req: Request, res: Response, body: Buffer): Buffer | null {
    if (req.method === 'HEAD') return null;
    // Answers without a body (1xx, 204, 304), or already chunked by the handler: as the library has them.
    if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304 || res.getHeader('Transfer-Encoding')) return null;
    if (res.getHeader('Content-Encoding') || !compression.filter(req, res)) return null;
    const cacheControl = res.getHeader('Cache-Control');
    if (cacheControl !== undefined && NO_TRANSFORM.test(String(cacheControl))) return null;
    // negotiator 1.x here, 0.6 in the library: they differ only on malformed q values (`gzip;q=`).
    const method = new Negotiator(req).encoding(OFFERED, { preferred: PREFERRED });
    if (method !== 'br' && method !== 'gzip') return null;
    const encoded = oneStep[method](body);
    res.vary('Accept-Encoding');
    res.setHeader('Content-Encoding', method);
    res.setHeader('Content-Length', encoded.length);
    return encoded;
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.headers['accept-encoding']) {
      if (req.url.startsWith('/api/')) res.setHeader('Vary', 'Accept-Encoding');
      return next();
    }
    compress(req, res, (error?: unknown) => {
      // Over the library's own write and end: an answer it is handed already encoded, it passes on as it is.
      const streamedWrite = res.write;
      const streamedEnd = res.end;
      let inParts = false;
      res.write = function write(this: Response, ...args: unknown[]) {
        inParts = true;
        return (streamedWrite as (...a: unknown[]) => boolean).apply(this, args);
      } as Response['write'];
      res.end = function end(this: Response, ...args: unknown[]) {
        const [chunk, encoding] = args;
        const charset = typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8';
        // Measured before it is copied: most answers are under the threshold and go on as they are.
        const size = typeof chunk === 'string' ? Buffer.byteLength(chunk, charset) : Buffer.isBuffer(chunk) ? chunk.length : -1;
        if (!inParts && !this.headersSent && size >= THRESHOLD && size <= ONE_STEP_MAX) {
          const encoded = encodeWhole(req, this, typeof chunk === 'string' ? Buffer.from(chunk, charset) : (chunk as Buffer));
          if (encoded) {
            const done = args.find((a) => typeof a === 'function');
            return (streamedEnd as (...a: unknown[]) => Response).call(this, encoded, ...(done ? [done] : []));
          }
        }
        return (streamedEnd as (...a: unknown[]) => Response).apply(this, args);
      } as Response['end'];
      next(error);
    });
  };
}
