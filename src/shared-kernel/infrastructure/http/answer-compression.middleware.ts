import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { constants as zlib } from 'node:zlib';

/**
 * How answers made per request (API JSON, pages the server fills in) are compressed: brotli at quality 1,
 * gzip at level 1, the fastest setting of each. Built files are not compressed here: they are sent as the
 * brotli/gzip copies made at build, at the highest quality.
 *
 * The library's defaults (brotli 4, gzip 6) made a search request from a browser cost the app 2.55x the CPU of
 * the same request without compression (bench/campaign-search.mjs, 20 clients at 10,000 campaigns: 1.65–1.73
 * against 0.65–0.68 ms per request, 552–581 against 876 requests/s, p95 93–95 against 42 ms): the largest
 * single cost of such a request. At these settings it is 1.32x (0.82–0.84 against 0.56–0.69 ms, 811–814
 * requests/s, p95 48–49 ms). A page of 50 campaigns (34 KB of JSON) is 2.1 KB with brotli 1 against 1.9 KB
 * with brotli 4, and 25 µs against 86 µs to compress in one step.
 */
export const ANSWER_COMPRESSION: compression.CompressionOptions = {
  level: 1,
  brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } },
};

/**
 * Compresses an answer when the client asks (Accept-Encoding): brotli when it takes brotli, else gzip. A
 * request that accepts no encoding (API clients, probes, curl) gets the answer as it is without going
 * through compression's negotiation, which cost 25 µs of CPU per request (a quarter of a cached answer's).
 * An API answer still says it varies with Accept-Encoding; pages and built files say so themselves
 * (web-app.ts), uploads are images.
 */
export function answerCompression(options: compression.CompressionOptions = ANSWER_COMPRESSION): RequestHandler {
  const compress = compression(options);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    if (req.url.startsWith('/api/')) res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}
