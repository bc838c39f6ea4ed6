import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * A deployment whose public address is https, behind a proxy that ends TLS (the request reaches
 * the app as plain http, no TRUST_PROXY): the session cookie is Secure anyway, HSTS is sent, and
 * every answer carries the Content-Security-Policy.
 */
describe('an https deployment behind a proxy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: 'https://faith.example.org' } });
  });
  afterAll(() => t?.close());

  it('the session cookie is Secure, HttpOnly and SameSite=Lax', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/api/register')
      .send({ username: 'secure_member', password: 'rebuild the walls 2026', email: 'secure@example.org', firstName: 'S', lastName: 'M', phone: '(615) 555-0100' });
    expect(res.status).toBe(201);
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^fc\.sid=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('answers carry HSTS and a CSP that forbids framing', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = res.headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://js.stripe.com');
  });
});
