import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { giveQrSvg } from '../../../src/modules/organizations/adapters/http/organization-qr.controller.js';
import { webAppHandler } from '../../../src/modules/web/adapters/http/web-app.js';
import { PublicPages } from '../../../src/modules/web/index.js';
import { securityHeaders } from '../../../src/shared-kernel/infrastructure/http/security-headers.middleware.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { verifiedOrganization } from '../../support/organizations.js';
import { sharedTestApp } from '../../support/shared-test-app.js';
import type { TestApp } from '../../support/test-app.js';

/** The address the requests come to: the QR code's giving address is on it (no PUBLIC_URL configured). */
const HOST = 'give.example.org';

/** An SVG answer's text (supertest buffers only text types by itself). */
const svgOf = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    let body = '';
    res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    res.on('end', () => done(null, body));
  });

/**
 * Issue 37, an organization's giving pages from the server's side: the QR code of its giving page, the one page any
 * site may frame (its embeddable form), and what its page says before any script runs.
 */
describe('organization pages', () => {
  let t: TestApp;
  let admin: Agent;
  /** The pages as the app serves them (its security headers, then the built app's pages), on the shared app's data. */
  let site: express.Express;
  let webRoot: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await sharedTestApp();
    admin = await signInAsAdmin(t);
    // The shared app serves no web app (webRoot null): a stand-in build (a page template and the router's table)
    // behind the same two handlers main.ts puts in front of every page.
    webRoot = mkdtempSync(join(tmpdir(), 'fc-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const routes = ['/', '/o/:slug/kiosk', '/o/:slug/embed', '/o/:slug/*'].map((path) => ({ path, js: [], css: [] }));
    writeFileSync(join(webRoot, 'routes.json'), JSON.stringify({ routes }));
    site = express()
      .use(securityHeaders({ publicUrl: null }))
      .use(webAppHandler({ webRoot, publicUrl: null, pages: t.app.get(PublicPages), sessionCookie: 'fc.sid' }));
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  async function verified() {
    const org = await verifiedOrganization(t, admin, { city: 'Franklin' });
    const page = await http().get(`/api/organizations/${org.id}`).expect(200);
    return { ...org, fundId: page.body.funds[0].id as string };
  }
  async function pending() {
    const owner = await signUp(t);
    const name = `Cornerstone Church ${Date.now().toString(36)}`;
    const res = await owner.agent.post('/api/organizations').send({ name, kind: 'church', ein: '12-3456789', city: 'Franklin', state: 'TN' }).expect(201);
    return { id: res.body.id as string, slug: res.body.slug as string, name, owner };
  }

  describe('GET /api/organizations/{id}/qr.svg', () => {
    it('is an SVG QR code of the absolute address of its giving page, with the fund when one is asked for', async () => {
      const org = await verified();
      const res = await svgOf(http().get(`/api/organizations/${org.id}/qr.svg`).set('Host', HOST));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(res.body).toContain('<title id="qrcode-title">Scan to give</title>');
      // The same modules as the code of that exact address: another address (another slug, no fund) draws others.
      expect(res.body).toBe(giveQrSvg(`http://${HOST}/o/${org.slug}/give`));
      expect(res.body).not.toBe(giveQrSvg(`http://${HOST}/o/${org.slug}/give?fund=${org.fundId}`));

      const withFund = await svgOf(http().get(`/api/organizations/${org.id}/qr.svg?fund=${org.fundId}`).set('Host', HOST));
      expect(withFund.status).toBe(200);
      expect(withFund.body).toBe(giveQrSvg(`http://${HOST}/o/${org.slug}/give?fund=${org.fundId}`));
    });

    it('400 for a fund that is not one of its active funds; 404 for an unknown organization or one not verified, even to its admin', async () => {
      const org = await verified();
      const other = await verified();
      const foreign = await http().get(`/api/organizations/${org.id}/qr.svg?fund=${other.fundId}`).expect(400);
      expect(foreign.body.message).toBe('Choose one of this organization’s funds.');
      await http().get(`/api/organizations/${org.id}/qr.svg?fund=not-a-fund`).expect(400);

      const waiting = await pending();
      await waiting.owner.agent.get(`/api/organizations/${waiting.id}/qr.svg`).expect(404);
      await http().get('/api/organizations/0193a5c8-7d1e-7f00-8000-00000000abcd/qr.svg').expect(404);
      await http().get('/api/organizations/not-an-id/qr.svg').expect(400);
    });
  });

  it('any site may frame /o/{slug}/embed; every other page still refuses to be framed', async () => {
    const org = await verified();
    const embed = await request(site).get(`/o/${org.slug}/embed`).expect(200);
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(embed.headers['x-frame-options']).toBeUndefined();
    // No site header or footer drawn before the script runs: the form sits in someone else's page.
    expect(embed.text).not.toContain('fc-header');

    for (const path of [`/o/${org.slug}`, `/o/${org.slug}/give`, `/o/${org.slug}/kiosk`, `/o/${org.slug}/qr`, `/o/${org.slug}/embed/more`, '/']) {
      const res = await request(site).get(path);
      expect([path, res.headers['content-security-policy']]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
      expect([path, res.headers['x-frame-options']]).toEqual([path, 'DENY']);
    }
    // The API's answers too (the app's own middleware).
    expect((await http().get(`/api/organizations/${org.id}`)).headers['x-frame-options']).toBe('DENY');
  });

  it('the head of /o/{slug}: a verified organization’s name, description and preview tags; unknown or not verified: the 404 head', async () => {
    const org = await verified();
    const page = await request(site).get(`/o/${org.slug}`).expect(200);
    expect(page.text).toContain(`<title>${org.name} | Faith Collective</title>`);
    expect(page.text).toContain(`<meta property="og:title" content="${org.name} | Faith Collective"`);
    expect(page.text).toContain(`content="Give to ${org.name}, a church in Franklin, TN, on Faith Collective: choose a fund and give online."`);
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/o/${org.slug}"`));
    const give = await request(site).get(`/o/${org.slug}/give`).expect(200);
    expect(give.text).toContain(`<title>Give to ${org.name} | Faith Collective</title>`);
    // By its id too (the registry finds either); the canonical address names its slug.
    await expect(t.inContext(() => t.app.get(PublicPages).describe(`/o/${org.id}`, true))).resolves.toMatchObject({ status: 200, canonicalPath: `/o/${org.slug}` });

    const waiting = await pending();
    const hidden = await request(site).get(`/o/${waiting.slug}`).expect(404);
    expect(hidden.text).toContain('<title>Page not found | Faith Collective</title>');
    expect(hidden.text).not.toContain(waiting.name);
    await request(site).get('/o/no-such-church').expect(404);
  });
});
