import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** A GET over plain node:http (fetch and supertest always ask for gzip), with exactly these headers. */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** API answers are compressed for a client that asks, sent as they are to one that does not; both say they vary. */
describe('compression of API answers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    const owner = await signUp(t);
    const admin = await signInAsAdmin(t);
    // Enough campaigns for a listing over compression's 1 KB threshold.
    for (let i = 0; i < 4; i++) await liveCampaign(owner.agent, admin);
  });
  afterAll(() => t?.close());

  it('gzip when asked, the same JSON as it is when not asked; Vary: Accept-Encoding on both', async () => {
    const plain = await get(`${t.url}/api/campaigns?limit=50`, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const campaigns = JSON.parse(plain.body.toString('utf8')) as unknown[];

    const gzipped = await get(`${t.url}/api/campaigns?limit=50`, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(campaigns).toHaveLength(4);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(campaigns);
  });

  it('brotli first for what a browser asks, at the fastest settings: brotli 1 and gzip 1, byte for byte', async () => {
    const plain = await get(`${t.url}/api/campaigns?limit=50`, {});
    // As Chromium asks: gzip comes first in the header, brotli is preferred when both are as welcome.
    const browser = await get(`${t.url}/api/campaigns?limit=50`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(browser.body).equals(plain.body)).toBe(true);
    // The library's defaults (brotli 4, gzip 6) cost a search request 2.55 times the CPU of the answer sent as it is
    // (bench/campaign-search.mjs); these give the same bytes a one-step compression at quality 1 and level 1 gives.
    expect(browser.body.equals(brotliCompressSync(plain.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } }))).toBe(true);
    const gzipped = await get(`${t.url}/api/campaigns?limit=50`, { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(gzipped.body.subarray(10).equals(gzipSync(plain.body, { level: 1 }).subarray(10))).toBe(true);
  });
});
