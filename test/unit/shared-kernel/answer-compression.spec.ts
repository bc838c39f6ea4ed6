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
    app.get('/api/no-transform', (req, res) => {
      // As a handler may write it: any case, or a list of values.
      if (req.query.as === 'list') res.setHeader('Cache-Control', ['public', 'no-transform']);
      else res.set('Cache-Control', req.query.as === 'upper' ? 'public, No-Transform' : 'no-transform');
      res.json(campaigns(10_000));
    });
    // Straight through res.end, without res.send's own handling of HEAD, 204 and Transfer-Encoding.
    app.all('/api/raw', (req, res) => {
      if (req.query.status) res.status(Number(req.query.status));
      if (req.query.chunked) res.setHeader('Transfer-Encoding', 'chunked');
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(campaigns(10_000)));
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

  it('an answer the handler ends itself is compressed the same way; one without a body or already chunked is left to the library', async () => {
    const plain = await call(`${base}/api/raw`, {});
    const raw = await call(`${base}/api/raw`, BROWSER);
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.headers['content-length']).toBe(String(raw.body.length));
    expect(brotliDecompressSync(raw.body).equals(plain.body)).toBe(true);
    const noContent = await call(`${base}/api/raw?status=204`, BROWSER);
    expect(noContent.status).toBe(204);
    expect(noContent.headers['content-length']).toBeUndefined();
    expect(noContent.body.length).toBe(0);
    // A handler's own Transfer-Encoding: never a Content-Length beside it (a client would refuse the answer).
    const chunked = await call(`${base}/api/raw?chunked=1`, BROWSER);
    expect(chunked.status).toBe(200);
    expect(chunked.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(chunked.body).equals(plain.body)).toBe(true);
  });

  it('leaves alone small answers, no-transform answers, pictures and HEAD requests; says it varies when nothing is asked', async () => {
    const small = await call(`${base}/api/campaigns?bytes=300`, BROWSER);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual(campaigns(300));
    for (const as of ['lower', 'upper', 'list']) {
      const noTransform = await call(`${base}/api/no-transform?as=${as}`, BROWSER);
      expect([as, noTransform.headers['content-encoding']]).toEqual([as, undefined]);
      expect(JSON.parse(noTransform.body.toString('utf8'))).toEqual(campaigns(10_000));
    }
    const picture = await call(`${base}/api/picture`, BROWSER);
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.body.length).toBe(10_000);
    const head = await call(`${base}/api/raw`, BROWSER, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
    const unasked = await call(`${base}/api/campaigns`, {});
    expect(unasked.headers['content-encoding']).toBeUndefined();
    expect(unasked.headers.vary).toBe('Accept-Encoding');
  });
});
