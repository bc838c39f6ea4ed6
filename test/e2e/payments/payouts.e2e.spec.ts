import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Chloe', lastName: 'Corinth' };

/** Payouts of a campaign's funds to its organiser's payout account, in sandbox mode (issue 13). */
describe('payouts (sandbox)', () => {
  let t: TestApp;
  let owner: Agent;
  let admin: Agent;
  let n = 0;
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'error' } });
    owner = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
  });
  afterAll(() => t?.close());

  /** A guest's gift of `amount` to the campaign, plus `tip` to the platform. */
  async function give(campaignId: string, amount: number, tip = 0): Promise<string> {
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId, amount: amount + tip, tip, guestInfo: { ...guest, email: `donor${++n}@example.org` } });
    expect(intent.status).toBe(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId }).expect(200);
    return done.body.id as string;
  }
  const funds = async (campaignId: string) => (await owner.get(`/api/campaigns/${campaignId}/funds`).expect(200)).body;
  async function connect(agent: Agent): Promise<void> {
    const { url } = (await agent.post('/api/user/payout-account').expect(200)).body as { url: string };
    await agent.post(`/api/payments/sandbox/payout-accounts/${url.split('/').pop()}/complete`).expect(200);
  }

  it('needs an active payout account; pays out part, then the rest; never more than is available; the funds and the ledger agree', async () => {
    const campaign = await liveCampaign(owner, admin);
    await give(campaign.id, 100, 10);
    await give(campaign.id, 50);

    const noAccount = await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({}).expect(409);
    expect(noAccount.body.message).toBe('Connect an active payout account (Profile → Payouts) before requesting a payout.');
    await connect(owner);

    const stranger = (await signUp(t)).agent;
    await stranger.post(`/api/campaigns/${campaign.id}/payouts`).send({}).expect(403);
    await stranger.get(`/api/campaigns/${campaign.id}/payouts`).expect(403);
    await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: -5 }).expect(400);
    await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 1.234 }).expect(400);

    const tooMuch = await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 150.01 }).expect(422);
    expect(tooMuch.body.message).toBe('The amount is more than the $150.00 available to pay out.');

    const part = await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 60 }).expect(201);
    expect(part.body).toMatchObject({ amount: '60.00', status: 'paid' });
    expect(await funds(campaign.id)).toMatchObject({ raised: '150.00', refunded: '0.00', paidOut: '60.00', pending: '0.00', available: '90.00' });

    const rest = await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({}).expect(201);
    expect(rest.body).toMatchObject({ amount: '90.00', status: 'paid' });
    const nothing = await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({}).expect(422);
    expect(nothing.body.message).toBe('Nothing is available to pay out yet.');

    const listed = (await owner.get(`/api/campaigns/${campaign.id}/payouts`).expect(200)).body as { amount: string; status: string }[];
    expect(listed.map((p) => [p.amount, p.status])).toEqual([
      ['90.00', 'paid'],
      ['60.00', 'paid'],
    ]);
    await admin.get(`/api/campaigns/${campaign.id}/payouts`).expect(200);
    const books = (await admin.get('/api/admin/ledger/reconciliation').expect(200)).body;
    expect(books.balanced).toBe(true);
    expect(books.unbalancedTransactions).toEqual([]);
  });

  it('an administrator holds a campaign\'s payouts: a request is refused with the reason until the hold is released', async () => {
    const campaign = await liveCampaign(owner, admin);
    await connect(owner);
    await give(campaign.id, 40);
    await owner.post(`/api/admin/campaigns/${campaign.id}/payout-hold`).send({ reason: 'x' }).expect(403);
    await admin.post(`/api/admin/campaigns/${campaign.id}/payout-hold`).send({ reason: '' }).expect(400);
    await admin.post(`/api/admin/campaigns/${campaign.id}/payout-hold`).send({ reason: 'Under review: we are confirming the campaign with its church.' }).expect(204);
    const held = await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({}).expect(409);
    expect(held.body.message).toBe('Payouts of this campaign are on hold: Under review: we are confirming the campaign with its church.');
    await admin.delete(`/api/admin/campaigns/${campaign.id}/payout-hold`).expect(204);
    const released = await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({});
    expect([released.status, released.body.amount ?? released.body.message]).toEqual([201, '40.00']);
  });

  it('100 concurrent gifts, refunds and payout requests on one campaign leave the books balanced and never pay out more than was available', async () => {
    const campaign = await liveCampaign(owner, admin);
    await connect(owner);
    const early = await Promise.all(Array.from({ length: 20 }, () => give(campaign.id, 10, 1)));
    const results = await Promise.all([
      ...Array.from({ length: 50 }, () => give(campaign.id, 10, 1).then(() => 'gift')),
      ...early.slice(0, 10).map((id) => admin.post(`/api/donations/${id}/refund`).then((res) => `refund ${res.status}`)),
      ...Array.from({ length: 40 }, () => owner.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 15 }).then((res) => `payout ${res.status}`)),
    ]);
    await t.app.get(OutboxRelay).drain();
    const paid = results.filter((r) => r === 'payout 201').length;
    expect(results.filter((r) => r.startsWith('payout')).every((r) => r === 'payout 201' || r === 'payout 422')).toBe(true);
    expect(results.filter((r) => r === 'refund 200')).toHaveLength(10);

    const f = await funds(campaign.id);
    expect(f.raised).toBe('700.00');
    expect(f.refunded).toBe('100.00');
    expect(f.paidOut).toBe((paid * 15).toFixed(2));
    expect(f.pending).toBe('0.00');
    // raised − refunded − paid out = available, and never below zero but by refunds that came after payouts.
    expect(Number(f.available)).toBeCloseTo(700 - 100 - paid * 15, 2);
    expect(Number(f.available)).toBeGreaterThanOrEqual(-100);
    expect(paid * 15).toBeLessThanOrEqual(700);
    const books = (await admin.get('/api/admin/ledger/reconciliation').expect(200)).body;
    expect(books).toMatchObject({ balanced: true, unbalancedTransactions: [], giftsNotInLedger: 0 });
    expect((await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body).toMatchObject({ currentAmount: '600.00', donorCount: 60 });
  });
});
