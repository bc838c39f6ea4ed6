import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** One rule for every path id (issue 36): a malformed one is refused at the edge, never handed to a use case. */
describe('path ids: one shape check at the edge', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
    admin = await signInAsAdmin(t);
  });
  afterAll(() => t?.close());

  it.each([
    ['PUT', '/api/admin/users/not-an-id/role', { isAdmin: true }],
    ['GET', '/api/admin/users/not-an-id/activity', undefined],
    ['GET', '/api/business-profiles/not-an-id', undefined],
    ['POST', '/api/admin/campaign-updates/not-an-id/approve', undefined],
    ['POST', '/api/admin/sponsorship-applications/not-an-id/approve', undefined],
    ['GET', '/api/campaigns/not-an-id/updates', undefined],
    ['GET', '/api/campaigns/not-an-id/words-of-support', undefined],
    ['POST', `/api/campaigns/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/words-of-support/not-an-id/hide`, undefined],
    ['GET', '/api/campaigns/not-an-id/donations', undefined],
    ['POST', '/api/user/recurring-gifts/not-an-id/cancel', undefined],
    ['GET', '/api/recurring-gifts/not-an-id?token=x', undefined],
    ['GET', '/api/campaigns/not-an-id/funds', undefined],
    ['GET', '/api/campaigns/not-an-id/payouts', undefined],
    ['DELETE', '/api/admin/campaigns/not-an-id/payout-hold', undefined],
  ])('%s %s answers 400 with the one message', async (method, path, body) => {
    const res = await admin[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Validation failed (uuid is expected)', code: 'bad_request' });
  });

  it.each([
    ['POST', '/api/admin/campaigns/not-an-id/approve', 'Campaign not found'],
    ['DELETE', '/api/admin/campaigns/not-an-id', 'Campaign not found'],
    ['PUT', '/api/campaigns/not-an-id', 'Campaign not found'],
    ['GET', '/api/campaigns/not-an-id/prayers', 'Campaign not found'],
    ['POST', '/api/admin/emails/not-an-id/retry', 'There is no such email.'],
    ['GET', '/api/membership-tiers/not-an-id', 'Membership tier not found'],
  ])('%s %s: where a malformed id is pinned as no such thing, it is the 404 an unknown id gets', async (method, path, message) => {
    const res = await admin[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).send(method === 'PUT' ? { title: 'Whatever Title' } : undefined);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(message);
  });

  it('a slug-or-id path keeps its own rule: a malformed id is just an unknown slug', async () => {
    expect((await admin.get('/api/campaigns/not-an-id')).status).toBe(404);
  });

  describe('ids in a body or a query: a malformed one answers as an unknown one, never a database error', () => {
    const UNKNOWN = '00000000-0000-4000-8000-000000000000';

    it.each([
      ['POST', '/api/donations/create-payment-intent', (campaignId: string) => ({ campaignId, amount: 10 }), { message: 'Campaign not found', code: 'campaign_not_found' }],
      ['POST', '/api/create-subscription', (tierID: string) => ({ tierID }), { message: 'Membership tier not found', code: 'tier_not_found' }],
      ['POST', '/api/donations/complete', (campaignId: string) => ({ paymentIntentId: 'pi_unknown', campaignId }), { message: 'We could not find a donation for that payment.', code: 'donation_not_found' }],
      ['GET', '/api/donations/state', (campaignId: string) => ({ paymentIntentId: 'pi_unknown', campaignId }), { message: 'We could not find a donation for that payment.', code: 'donation_not_found' }],
    ])('%s %s: 404, the same answer for "not-a-uuid" as for an unknown id', async (method, path, body, answer) => {
      for (const id of ['not-a-uuid', UNKNOWN]) {
        const res = method === 'GET' ? await admin.get(path).query(body(id)) : await admin.post(path).send(body(id));
        expect(res.status).toBe(404);
        expect(res.body).toEqual(answer);
      }
    });

    it("create-payment-intent: a malformed campaignId is refused at the edge, before the gift's own rules (changed: it was the tip's 400)", async () => {
      const gift = { amount: 10, tip: 6 }; // the tip above the gift: the donation rule's 400 once a campaign is named by an id
      const malformed = await admin.post('/api/donations/create-payment-intent').send({ campaignId: 'not-a-uuid', ...gift });
      expect(malformed.status).toBe(404);
      expect(malformed.body).toEqual({ message: 'Campaign not found', code: 'campaign_not_found' });
      const unknown = await admin.post('/api/donations/create-payment-intent').send({ campaignId: UNKNOWN, ...gift });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('The tip cannot be larger than the donation');
    });

    it('GET /api/admin/audit: a malformed adminId filters nothing (the whole trail), an unknown one finds nothing', async () => {
      await liveCampaign((await signUp(t)).agent, admin);
      const all = (await admin.get('/api/admin/audit').expect(200)).body as unknown[];
      expect(all.length).toBeGreaterThan(0);
      expect((await admin.get('/api/admin/audit').query({ adminId: 'not-a-uuid' }).expect(200)).body).toEqual(all);
      expect((await admin.get('/api/admin/audit').query({ adminId: UNKNOWN }).expect(200)).body).toEqual([]);
    });
  });
});
