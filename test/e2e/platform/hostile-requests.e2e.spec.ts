import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { join } from 'node:path';
import { cleanUp, freshDataDir, startScript, type StartedScript } from './start-script.js';

/** Raw HTTP: the path goes out exactly as written (fetch would normalise "/uploads/.." away). */
function raw(
  port: number,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { message?: string; code?: string }; ms: number; headers: http.IncomingHttpHeaders }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += String(c)));
        res.on('end', () => {
          let parsed: { message?: string; code?: string } = {};
          try {
            parsed = JSON.parse(text) as { message?: string; code?: string };
          } catch {
            parsed = { message: text };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - t0, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const NOT_ALLOWED = 'The request contains a character that is not allowed.';
/** 80,000 keys, 0.87 MB: under the 1 MB body limit. Before: ~6 s of one core in class-transformer, every request stalled. */
const WIDE = `{${Array.from({ length: 80_000 }, (_, i) => `"k${i}":1`).join(',')}}`;

describe('hostile requests against npm start', () => {
  let s: StartedScript;
  let dataDir: string;
  let cookie = '';

  beforeAll(async () => {
    dataDir = freshDataDir();
    s = await startScript({ DATA_DIR: dataDir });
    const member = JSON.stringify({ username: 'hostile_probe', password: 'a good long password', email: 'probe@example.org', phone: '6155550100' });
    const registered = await raw(s.port, 'POST', '/api/register', member);
    expect(registered.status).toBe(201);
    cookie = String(registered.headers['set-cookie']?.[0] ?? '').split(';')[0];
  }, 60_000);

  afterAll(async () => {
    process.kill(s.pid, 'SIGTERM');
    await s.exited(10_000);
    await cleanUp(s, join(dataDir, 'postgres'), [dataDir]);
  });

  describe('wide and deep bodies', () => {
    it('refuses a body of 80,000 keys with 400 in milliseconds, and /api/health stays fast while four of them arrive at once', async () => {
      expect(WIDE.length).toBeGreaterThan(860_000);
      const first = await raw(s.port, 'POST', '/api/register', WIDE);

      // Timed on a warm process: the median of five.
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push((await raw(s.port, 'POST', '/api/register', WIDE)).ms);
      const refusalMs = times.sort((a, b) => a - b)[2];

      const wide = Array.from({ length: 4 }, () => raw(s.port, 'POST', '/api/register', WIDE));
      const latencies: number[] = [];
      let all = false;
      void Promise.all(wide).then(() => (all = true));
      for (let i = 0; i < 20 && (!all || i < 5); i++) {
        const h = await raw(s.port, 'GET', '/api/health');
        expect(h.status).toBe(200);
        latencies.push(h.ms);
      }
      expect((await Promise.all(wide)).map((r) => r.status)).toEqual([400, 400, 400, 400]);
      const worst = Math.max(...latencies);
      process.stdout.write(
        `[measure] refusing the 80,000-key body: ${refusalMs.toFixed(1)} ms (median of 5); /api/health during 4 at once: worst ${worst.toFixed(1)} ms, median ${latencies.sort((a, b) => a - b)[Math.floor(latencies.length / 2)].toFixed(1)} ms\n`,
      );
      expect(refusalMs).toBeLessThan(200);
      expect(worst).toBeLessThan(500);
      expect(first.status).toBe(400);
      expect(first.body).toEqual({ message: 'The request has too many fields (at most 2000 are accepted).', code: 'too_many_fields' });
    }, 60_000);

    it('answers 100,000-deep JSON with 400 (was 500 from a stack overflow), arrays and objects alike', async () => {
      for (const body of ['['.repeat(100_000) + ']'.repeat(100_000), '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000)]) {
        const res = await raw(s.port, 'POST', '/api/register', body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'The request is nested too deeply (at most 32 levels are accepted).', code: 'nested_too_deeply' });
      }
    });

    it('refuses wide form bodies too, with a message', async () => {
      const form = Array.from({ length: 3_000 }, (_, i) => `f${i}=1`).join('&');
      const res = await raw(s.port, 'POST', '/api/login', form, { 'content-type': 'application/x-www-form-urlencoded' });
      expect([400, 413]).toContain(res.status);
      expect(typeof res.body.message).toBe('string');
    });

    it('still takes ordinary bodies', async () => {
      const res = await raw(s.port, 'POST', '/api/login', JSON.stringify({ usernameOrEmail: 'hostile_probe', password: 'a good long password' }));
      expect(res.status).toBe(200);
    });
  });

  describe('NUL characters', () => {
    it.each([
      ['GET', '/api/campaigns?search=a%00b', undefined],
      ['GET', '/api/businesses?category=a%00b', undefined],
      ['GET', '/api/campaigns/a%00b', undefined],
      ['POST', '/api/login', JSON.stringify({ usernameOrEmail: 'a\u0000b', password: 'whatever it is' })],
      ['POST', '/api/register', JSON.stringify({ username: 'x', password: 'p', email: 'e@example.org', phone: '6155550100', 'k\u0000': 1 })],
      ['POST', '/api/donations/create-payment-intent', JSON.stringify({ campaignId: 'x', amount: 5, message: 'bless\u0000you' })],
    ])('%s %s answers 400 with a message', async (method, path, body) => {
      const res = await raw(s.port, method, path, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: NOT_ALLOWED, code: 'forbidden_character' });
    });

    it('PUT /api/user/profile with a NUL in the bio answers 400, signed in', async () => {
      const res = await raw(s.port, 'PUT', '/api/user/profile', JSON.stringify({ bio: 'hello\u0000world' }), { cookie });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: NOT_ALLOWED, code: 'forbidden_character' });
      const ok = await raw(s.port, 'PUT', '/api/user/profile', JSON.stringify({ bio: 'hello world' }), { cookie });
      expect(ok.status).toBe(200);
    });
  });

  describe('/uploads paths', () => {
    it.each(['/uploads/..', '/uploads//..', '/uploads/../x', '/uploads/%2e%2e/x', '/uploads/..%2f', '/uploads/%2E%2E', '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/uploads/..%5c', '/uploads/.', '/uploads/%', '/uploads/session-secret', '/uploads/x.png.type'])(
      'GET %s answers 404 with a message, never 500',
      async (path) => {
        const res = await raw(s.port, 'GET', path);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'File not found', code: 'not_found' });
      },
    );
  });
});
