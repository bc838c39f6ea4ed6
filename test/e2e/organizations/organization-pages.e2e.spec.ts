import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { giveQrSvg } from '../../../src/modules/organizations/adapters/http/organization-qr.controller.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Plain http: the test's agents keep a session cookie over http only when the public address is not https. */
const SITE = 'http://give.example.org';

/** A stand-in for the built web app: a page template and the router's table of the organization screens. */
function builtApp(): string {
  const root = mkdtempSync(join(tmpdir(), 'fc-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>Faith Collective</title></head><body><div id="root"></div></body></html>');
  const routes = ['/', '/o/:slug', '/o/:slug/give', '/o/:slug/kiosk', '/o/:slug/embed', '/o/:slug/qr', '/*'].map((path) => ({ path, js: [], css: [] }));
  writeFileSync(join(root, 'routes.json'), JSON.stringify({ routes }));
  return root;
}

/**
 * Issue 37, an organization's giving pages, from the server's side: the QR code of its giving page, the one page
 * any site may frame (its embeddable form), and the head its page gets before any script runs.
 */
describe('organization pages', () => {
  let t: TestApp;
  let admin: Agent;
  let webRoot: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    webRoot = builtApp();
    t = await startTestApp({ env: { PUBLIC_URL: SITE }, config: { webRoot } });
    admin = await signInAsAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  let seq = 0;
  async function registered(name = `Cornerstone Church ${Date.now().toString(36)}${++seq}`) {
    const owner = await signUp(t);
    const res = await owner.agent.post('/api/organizations').send({ name, kind: 'church', ein: '12-3456789', city: 'Franklin', state: 'TN' }).expect(201);
    return { id: res.body.id as string, slug: res.body.slug as string, name, owner };
  }
  async function verified() {
    const org = await registered();
    await admin.post(`/api/admin/organizations/${org.id}/verify`).expect(200);
    const page = await http().get(`/api/organizations/${org.id}`).expect(200);
    return { ...org, fundId: page.body.funds[0].id as string };
  }

  describe('GET /api/organizations/{id}/qr.svg', () => {
    it('is an SVG QR code of the absolute address of its giving page, with the fund when one is asked for', async () => {
      const org = await verified();
      const res = await http().get(`/api/organizations/${org.id}/qr.svg`).buffer(true).parse((r, done) => {
        let body = '';
        r.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        r.on('end', () => done(null, body));
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(res.body).toContain('<title id="qrcode-title">Scan to give</title>');
      // The same modules as the code of that exact address: another address (another slug, no fund) draws others.
      expect(res.body).toBe(giveQrSvg(`${SITE}/o/${org.slug}/give`));
      expect(res.body).not.toBe(giveQrSvg(`${SITE}/o/${org.slug}/give?fund=${org.fundId}`));

      const withFund = await http().get(`/api/organizations/${org.id}/qr.svg?fund=${org.fundId}`).buffer(true).parse((r, done) => {
        let body = '';
        r.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        r.on('end', () => done(null, body));
      });
      expect(withFund.status).toBe(200);
      expect(withFund.body).toBe(giveQrSvg(`${SITE}/o/${org.slug}/give?fund=${org.fundId}`));
    });

    it('400 for a fund that is not one of its active funds; 404 for an unknown organization or one not verified, even to its admin', async () => {
      const org = await verified();
      const other = await verified();
      const foreign = await http().get(`/api/organizations/${org.id}/qr.svg?fund=${other.fundId}`).expect(400);
      expect(foreign.body.message).toBe('Choose one of this organization’s funds.');
      await http().get(`/api/organizations/${org.id}/qr.svg?fund=not-a-fund`).expect(400);

      const pending = await registered();
      await pending.owner.agent.get(`/api/organizations/${pending.id}/qr.svg`).expect(404);
      await http().get('/api/organizations/0193a5c8-7d1e-7f00-8000-00000000abcd/qr.svg').expect(404);
      await http().get('/api/organizations/not-an-id/qr.svg').expect(400);
    });
  });

  describe('framing', () => {
    it('any site may frame /o/{slug}/embed; every other page and the API still refuse to be framed', async () => {
      const org = await verified();
      const embed = await http().get(`/o/${org.slug}/embed`).expect(200);
      expect(embed.headers['content-type']).toMatch(/^text\/html/);
      expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(embed.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
      expect(embed.headers['x-frame-options']).toBeUndefined();
      // No site header or footer drawn before the script runs: the form sits in someone else's page.
      expect(embed.text).not.toContain('fc-header');

      for (const path of [`/o/${org.slug}`, `/o/${org.slug}/give`, `/o/${org.slug}/kiosk`, `/o/${org.slug}/qr`, '/', `/api/organizations/${org.id}`]) {
        const res = await http().get(path);
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(res.headers['x-frame-options']).toBe('DENY');
      }
    });
  });

  describe('the head of /o/{slug}', () => {
    it('a verified organization: its name, a description and link-preview tags; unknown or not verified: the 404 head', async () => {
      const org = await verified();
      const page = await http().get(`/o/${org.slug}`).expect(200);
      expect(page.text).toContain(`<title>${org.name} | Faith Collective</title>`);
      expect(page.text).toContain(`<meta property="og:title" content="${org.name} | Faith Collective"`);
      expect(page.text).toContain(`Give to ${org.name}, a church in Franklin, TN, on Faith Collective`);
      expect(page.text).toContain(`<link rel="canonical" href="${SITE}/o/${org.slug}"`);
      const give = await http().get(`/o/${org.slug}/give`).expect(200);
      expect(give.text).toContain(`<title>Give to ${org.name} | Faith Collective</title>`);

      const pending = await registered();
      const hidden = await http().get(`/o/${pending.slug}`).expect(404);
      expect(hidden.text).toContain('<title>Page not found | Faith Collective</title>');
      expect(hidden.text).not.toContain(pending.name);
      await http().get('/o/no-such-church').expect(404);
    });
  });
});
