import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' };

describe('refunds (payment sandbox)', () => {
  let t: TestApp;
  let owner: Agent;
  let stranger: Agent;
  let admin: Agent;
  let campaign: { id: string };
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
    owner = (await signUp(t)).agent;
    stranger = (await signUp(t, { firstName: 'Simon', lastName: 'Magus' })).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
  });
  afterAll(() => t?.close());

  async function give(amount: number, tip: number, email: string): Promise<string> {
    const intent = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount, tip, guestInfo: { ...guest, email } });
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    return done.body.id as string;
  }
  async function campaignNow() {
    await t.app.get(OutboxRelay).drain();
    return (await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body;
  }

  it('only an admin or the organiser may refund; the organiser refunds a gift, it leaves the total and donor count once, and a second request is 409', async () => {
    const keep = await give(30, 0, 'keep@example.org');
    const back = await give(22, 2, 'back@example.org');
    expect(await campaignNow()).toMatchObject({ currentAmount: '50.00', donorCount: 2 });

    const refused = await stranger.post(`/api/donations/${back}/refund`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/administrator, or the campaign's organizer within 90 days/);
    await visitor().post(`/api/donations/${back}/refund`).expect(401);
    await owner.post('/api/donations/00000000-0000-4000-8000-000000000000/refund').expect(404);

    const done = await owner.post(`/api/donations/${back}/refund`);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: 'refunded' });
    const again = await owner.post(`/api/donations/${back}/refund`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This gift has already been refunded.');

    expect(await campaignNow()).toMatchObject({ currentAmount: '30.00', donorCount: 1 });
    const list = await visitor().get(`/api/campaigns/${campaign.id}/donations`).expect(200);
    expect(list.body.map((d: { id: string }) => d.id)).toEqual([keep]);
    const funds = await owner.get(`/api/campaigns/${campaign.id}/funds`).expect(200);
    expect(funds.body).toMatchObject({ raised: '50.00', refunded: '20.00', paidOut: '0.00', available: '30.00' });
    const recon = await admin.get('/api/admin/ledger/reconciliation').expect(200);
    expect(recon.body).toMatchObject({ balanced: true, total: '0.00', giftsNotInLedger: 0 });
  });

  it('10 concurrent refund requests for one gift: one refund, nine 409s, the gift leaves the total once', async () => {
    const before = await campaignNow();
    const id = await give(15, 0, 'race@example.org');
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.post(`/api/donations/${id}/refund`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const now = await campaignNow();
    expect(now).toMatchObject({ currentAmount: before.currentAmount, donorCount: before.donorCount });
    const recon = await admin.get('/api/admin/ledger/reconciliation').expect(200);
    expect(recon.body.balanced).toBe(true);
    const stats = await visitor().get('/api/statistics').expect(200);
    expect(stats.body.donationsRaised).toBe(30);
  });

  it("the organiser's donor list: every gift with name and email unless anonymous, refunded ones marked; others are refused", async () => {
    const member = await signUp(t, { firstName: 'Lydia', lastName: 'Purple', email: 'lydia.purple@example.org' });
    const intent = await member.agent.post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 12, tip: 0, isAnonymous: true, message: 'Quietly' });
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    const named = await member.agent.post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 8, tip: 0, message: 'With love' });
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: named.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: named.body.paymentIntentId, campaignId: campaign.id }).expect(200);

    const list = await owner.get(`/api/campaigns/${campaign.id}/donors`).expect(200);
    expect(list.body[0]).toMatchObject({ name: 'Lydia Purple', email: 'lydia.purple@example.org', amount: '8.00', message: 'With love', status: 'completed', refundable: true });
    expect(list.body[1]).toMatchObject({ name: null, email: null, isAnonymous: true, amount: '12.00', message: 'Quietly', status: 'completed' });
    expect(list.body.find((d: { email: string }) => d.email === 'back@example.org')).toMatchObject({ name: 'Ruth Moabite', status: 'refunded', refundable: false });
    await admin.get(`/api/campaigns/${campaign.id}/donors`).expect(200);
    await stranger.get(`/api/campaigns/${campaign.id}/donors`).expect(403);
    await visitor().get(`/api/campaigns/${campaign.id}/donors`).expect(401);
  });
});
