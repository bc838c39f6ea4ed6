import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { contentSecurityPolicy, securityHeaders } from '../../../src/shared-kernel/infrastructure/http/security-headers.middleware.js';

function headersOf(publicUrl: string | null, path?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response;
  let called = false;
  securityHeaders({ publicUrl })({ path } as Request, res, () => (called = true));
  expect(called).toBe(true);
  return headers;
}

describe('security headers', () => {
  it('HSTS only when the public address is https', () => {
    expect(headersOf('https://faith.example.org')['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headersOf('http://localhost:3000')['Strict-Transport-Security']).toBeUndefined();
    expect(headersOf(null)['Strict-Transport-Security']).toBeUndefined();
  });

  it('a CSP on every answer: no framing, scripts only from here and Stripe, no plugins', () => {
    const csp = headersOf(null)['Content-Security-Policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('connect-src \'self\' https://api.stripe.com');
    expect(csp).toMatch(/frame-src[^;]*https:\/\/hooks\.stripe\.com/);
  });

  it('an organization’s embeddable giving form alone may be framed by any site', () => {
    const embed = headersOf('https://faith.example.org', '/o/grace-chapel/embed');
    expect(embed['Content-Security-Policy']).toContain('frame-ancestors *');
    expect(embed['Content-Security-Policy']).not.toContain("frame-ancestors 'none'");
    expect(embed['X-Frame-Options']).toBeUndefined();
    for (const path of ['/o/grace-chapel', '/o/grace-chapel/give', '/o/grace-chapel/kiosk', '/o/grace-chapel/embed/x', '/api/organizations/x/embed', '/']) {
      const headers = headersOf('https://faith.example.org', path);
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(headers['X-Frame-Options']).toBe('DENY');
    }
  });

  it('plain-http images only where the site itself is http', () => {
    expect(contentSecurityPolicy({ https: true })).toMatch(/img-src 'self' data: blob: https:;/);
    expect(contentSecurityPolicy({ https: false })).toMatch(/img-src 'self' data: blob: https: http:;/);
  });
});
