import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { answerCompression } from '../../../src/shared-kernel/infrastructure/http/answer-compression.middleware.js';

/** A JSON answer of about `bytes` bytes. */
const campaigns = (bytes: number) =>
  Array.from({ length: Math.ceil(bytes / 120) }, (_, i) => ({ id: i, title: `Water for Haiti ${i}`, description: `Clean water for ${i} families in Haiti.` }));

/** A request over plain node:http, with exactly these headers, and the bytes as they came. */
function call(url: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
const brotli1 = (body: Buffer) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });

describe('answerCompression', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.set('etag', false);
    app.use(answerCompression());
    app.get('/api/campaigns', (req, res) => {
      res.json(campaigns(Number(req.query.bytes ?? 10_000)));
    });
    app.get('/api/in-parts', (_req, res) => {
      res.type('json');
      res.write('[');
      res.write(JSON.stringify(campaigns(10_000)).slice(1, -1));
      res.end(']');
    });
    app.get('/api/no-transform', (_req, res) => {
      res.set('Cache-Control', 'no-transform').json(campaigns(10_000));
    });
    app.get('/api/picture', (_req, res) => {
      res.type('png').send(Buffer.alloc(10_000, 7));
    });
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('a whole answer goes out as brotli 1 in one piece, with its length, to what a browser asks', async () => {
    const plain = await call(`${base}/api/campaigns`, {});
    const browser = await call(`${base}/api/campaigns`, BROWSER);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toMatch(/Accept-Encoding/);
    // Compressed in one step: its length is known (the library's stream sends it in chunks, without a length).
    expect(browser.headers['content-length']).toBe(String(browser.body.length));
    expect(browser.headers['transfer-encoding']).toBeUndefined();
    expect(brotliDecompressSync(browser.body).equals(plain.body)).toBe(true);
    expect(browser.body.equals(brotli1(plain.body))).toBe(true);
  });

  it('follows what the client prefers: gzip 1 for gzip only, or when it likes brotli less; nothing for identity', async () => {
    const plain = await call(`${base}/api/campaigns`, {});
    for (const accept of ['gzip', 'br;q=0.5, gzip']) {
      const gzipped = await call(`${base}/api/campaigns`, { 'Accept-Encoding': accept });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers['content-length']).toBe(String(gzipped.body.length));
      expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
      expect(gzipped.body.subarray(10).equals(gzipSync(plain.body, { level: 1 }).subarray(10))).toBe(true);
    }
    const identity = await call(`${base}/api/campaigns`, { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain.body)).toBe(true);
  });

  it('answers written in parts, and answers over 256 KB, are still compressed (streamed by the library)', async () => {
    for (const path of ['/api/in-parts', '/api/campaigns?bytes=400000']) {
      const plain = await call(`${base}${path}`, {});
      const browser = await call(`${base}${path}`, BROWSER);
      expect(browser.headers['content-encoding']).toBe('br');
      expect(browser.headers['transfer-encoding']).toBe('chunked');
      expect(brotliDecompressSync(browser.body).equals(plain.body)).toBe(true);
    }
  });

  it('leaves alone small answers, no-transform answers, pictures and HEAD requests; says it varies when nothing is asked', async () => {
    const small = await call(`${base}/api/campaigns?bytes=300`, BROWSER);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual(campaigns(300));
    const noTransform = await call(`${base}/api/no-transform`, BROWSER);
    expect(noTransform.headers['content-encoding']).toBeUndefined();
    const picture = await call(`${base}/api/picture`, BROWSER);
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.body.length).toBe(10_000);
    const head = await call(`${base}/api/campaigns`, BROWSER, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
    const unasked = await call(`${base}/api/campaigns`, {});
    expect(unasked.headers['content-encoding']).toBeUndefined();
    expect(unasked.headers.vary).toBe('Accept-Encoding');
  });
});
