import { beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { sharedTestApp } from '../../support/shared-test-app.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * Issue 39, keys: a member's server calls the API as them with `Authorization: Bearer <key>`, limited to the key's
 * scopes; a key never reaches an administrator's path; a revoked key fails at once; no session or CSRF is involved.
 */
describe('API keys', () => {
  let t: TestApp;
  let organizer: Agent;
  let admin: Agent;
  let campaign: { id: string };
  let giftId: string;
  const visitor = () => request(t.app.getHttpServer());
  const withKey = (secret: string) => ({ get: (path: string) => visitor().get(path).set('Authorization', `Bearer ${secret}`), post: (path: string) => visitor().post(path).set('Authorization', `Bearer ${secret}`) });

  beforeAll(async () => {
    t = await sharedTestApp();
    organizer = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(organizer, admin);
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount: 25, guestInfo: { firstName: 'Phoebe', lastName: 'Cenchreae', email: 'phoebe.keys@example.org' } })
      .expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    giftId = (await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200)).body.id;
  });

  async function keyFor(agent: Agent, scopes: string[], name = 'Church sync') {
    const made = await agent.post('/api/user/api-keys').send({ name, scopes });
    expect(made.status).toBe(201);
    return made.body as { id: string; name: string; scopes: string[]; secret: string; createdAt: string };
  }

  it('a member makes a key: its secret once (fc_test_ in the sandbox), then listed by name, scopes and last use, never the secret', async () => {
    const key = await keyFor(organizer, ['donations:read', 'campaigns:read']);
    expect(key.secret).toMatch(/^fc_test_[A-Za-z0-9_-]{32}$/);
    expect(key.scopes).toEqual(['campaigns:read', 'donations:read']);
    const listed = (await organizer.get('/api/user/api-keys').expect(200)).body as Record<string, unknown>[];
    const entry = listed.find((k) => k.id === key.id)!;
    expect(entry).toMatchObject({ name: 'Church sync', scopes: ['campaigns:read', 'donations:read'], lastUsedAt: null, expiresAt: null, prefix: key.secret.slice(0, 12) });
    expect(JSON.stringify(listed)).not.toContain(key.secret);
    // Only its hash is stored.
    const rows = await t.app.get(EntityManager).fork().execute<{ secret_hash: string }[]>(`SELECT secret_hash FROM api_key WHERE id = ?`, [key.id]);
    expect(rows[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);

    await withKey(key.secret).get(`/api/campaigns/${campaign.id}/donors`).expect(200);
    const used = (await organizer.get('/api/user/api-keys').expect(200)).body.find((k: { id: string }) => k.id === key.id);
    expect(used.lastUsedAt).not.toBeNull();
  });

  it("a donations:read key lists its owner's campaign's donations and is refused a refund, naming the scope it lacks", async () => {
    const key = await keyFor(organizer, ['donations:read']);
    const donors = await withKey(key.secret).get(`/api/campaigns/${campaign.id}/donors`).expect(200);
    expect(donors.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: giftId, email: 'phoebe.keys@example.org', amount: '25.00' })]));
    const refund = await withKey(key.secret).post(`/api/donations/${giftId}/refund`).send({});
    expect([refund.status, refund.body.message]).toEqual([403, 'This API key lacks the scope donations:write.']);
    // Its owner's rights still count: another member's key with the scope does not see this campaign's donors.
    const stranger = await keyFor((await signUp(t)).agent, ['donations:read']);
    expect((await withKey(stranger.secret).get(`/api/campaigns/${campaign.id}/donors`)).status).toBe(403);
  });

  it('a key never reaches an administrator path, nor a path no scope opens; a session is not needed and no cookie counts', async () => {
    const adminKey = await keyFor(admin, ['campaigns:read', 'campaigns:write', 'donations:read', 'donations:write', 'payouts:read', 'payouts:write', 'organizations:read', 'organizations:write', 'webhooks:write']);
    const adminPath = await withKey(adminKey.secret).get('/api/admin/transactions');
    expect([adminPath.status, adminPath.body.code]).toEqual([403, 'api_key_not_allowed']);
    await withKey(adminKey.secret).get('/api/admin/ledger/reconciliation').expect(403);
    // Keys cannot make keys (a path no scope opens).
    const keys = await withKey(adminKey.secret).post('/api/user/api-keys').send({ name: 'x', scopes: ['campaigns:read'] });
    expect([keys.status, keys.body.message]).toEqual([403, 'This path cannot be called with an API key: sign in instead.']);
    // A write from another site's page would be refused for a session (CSRF); a key is not a browser's ambient
    // credential, so the Origin does not matter: the key and its scope decide.
    const fromElsewhere = await visitor()
      .put(`/api/campaigns/${campaign.id}`)
      .set('Authorization', `Bearer ${adminKey.secret}`)
      .set('Origin', 'https://elsewhere.example')
      .send({ title: 'Renamed by an integration' });
    expect(fromElsewhere.body.code).not.toBe('cross_site_request');
  });

  it('a revoked key fails at once (401); an unknown or malformed one too; an expired one too', async () => {
    const key = await keyFor(organizer, ['campaigns:read']);
    await withKey(key.secret).get('/api/user/campaigns').expect(200);
    await organizer.delete(`/api/user/api-keys/${key.id}`).expect(204);
    const after = await withKey(key.secret).get('/api/user/campaigns');
    expect([after.status, after.body.code, after.headers['www-authenticate']]).toEqual([401, 'api_key_invalid', 'Bearer']);
    expect((await organizer.get('/api/user/api-keys').expect(200)).body.map((k: { id: string }) => k.id)).not.toContain(key.id);
    await organizer.delete(`/api/user/api-keys/${key.id}`).expect(404);
    await withKey('fc_test_nothing-like-a-real-key-000000').get('/api/user/campaigns').expect(401);
    await withKey('not-a-key').get('/api/campaigns').expect(401);

    const expiring = await keyFor(organizer, ['campaigns:read']);
    await t.app.get(EntityManager).fork().execute(`UPDATE api_key SET expires_at = now() - interval '1 second' WHERE id = ?`, [expiring.id]);
    await withKey(expiring.secret).get('/api/user/campaigns').expect(401);
  });

  it('checks what it is given: a name, known scopes, a future expiry; another member cannot revoke your key', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ scopes: ['campaigns:read'] }, 'Please give the key a name (what it is for).'],
      [{ name: 'x', scopes: [] }, 'Choose at least one scope for the key.'],
      [{ name: 'x', scopes: ['campaigns:delete'] }, 'Unknown scope "campaigns:delete". The scopes are: campaigns:read, campaigns:write, donations:read, donations:write, payouts:read, payouts:write, organizations:read, organizations:write, webhooks:write.'],
      [{ name: 'x', scopes: ['campaigns:read'], expiresAt: '2020-01-01T00:00:00Z' }, 'The expiry must be in the future.'],
      [{ name: 'x', scopes: ['campaigns:read'], expiresAt: 'tomorrow' }, 'expiresAt must be a date and time such as 2027-01-31T00:00:00Z.'],
    ];
    for (const [body, message] of cases) {
      const res = await organizer.post('/api/user/api-keys').send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    await visitor().post('/api/user/api-keys').send({ name: 'x', scopes: ['campaigns:read'] }).expect(401);
    const mine = await keyFor(organizer, ['campaigns:read']);
    const other = (await signUp(t)).agent;
    await other.delete(`/api/user/api-keys/${mine.id}`).expect(404);
    await withKey(mine.secret).get('/api/user/campaigns').expect(200);
  });

  it('answers carry the key\'s allowance (600 calls a minute); over it, 429 with Retry-After; a session has no such limit', async () => {
    const key = await keyFor(organizer, ['campaigns:read']);
    const first = await withKey(key.secret).get('/api/user/campaigns').expect(200);
    expect(first.headers['ratelimit-limit']).toBe('600');
    expect(first.headers['ratelimit-remaining']).toBe('599');
    const reset = Number(first.headers['ratelimit-reset']);
    expect(reset).toBeGreaterThanOrEqual(1);
    expect(reset).toBeLessThanOrEqual(60);
    // The key has made its 600 calls this minute (counted in the database, across instances).
    await t.app.get(EntityManager).fork().execute(`UPDATE api_key_usage SET calls = 600 WHERE key_id = ?`, [key.id]);
    const over = await withKey(key.secret).get('/api/user/campaigns');
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate_limited');
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await organizer.get('/api/user/campaigns').expect(200);
  });
});
