import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Sign-ups per address are limited (default 20 an hour); other addresses are not affected. */
describe('registrations per address', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The default limit (the test app raises it for other suites).
    t = await startTestApp({ listen: true, env: { TRUST_PROXY: 'on', REGISTRATIONS_PER_IP_PER_HOUR: '' } });
  });
  afterAll(() => t?.close());

  const register = (n: number, ip: string) =>
    request(t.url)
      .post('/api/register')
      .set('X-Forwarded-For', ip)
      .send({ username: `wifi_${n}`, password: 'rebuild the walls 2026', email: `wifi_${n}@example.org`, firstName: 'W', lastName: 'F', phone: '(615) 555-0100' });

  it('60 parallel sign-ups from one address: 20 accounts, the rest 429 with a clear message', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => register(i, '203.0.113.7')));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(20);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(40);
    expect(refused[0].body.message).toBe('Too many new accounts have been created from this network in the last hour. Please try again later.');
    expect((await register(100, '198.51.100.9')).status).toBe(201);
  });
});
