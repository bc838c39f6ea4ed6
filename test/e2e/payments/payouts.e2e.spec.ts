import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { StuckPayoutsSweeper } from '../../../src/modules/payments/adapters/scheduling/stuck-payouts.sweeper.js';
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
    // Profile → Payouts: the member's own payouts across their campaigns, with each campaign's title.
    const mine = (await owner.get('/api/user/payouts').expect(200)).body as { campaignId: string; campaignTitle: string; amount: string; status: string }[];
    expect(mine.filter((p) => p.campaignId === campaign.id).map((p) => [p.campaignTitle, p.amount, p.status])).toEqual([
      [campaign.title, '90.00', 'paid'],
      [campaign.title, '60.00', 'paid'],
    ]);
    expect((await stranger.get('/api/user/payouts').expect(200)).body).toEqual([]);
    await visitor().get('/api/user/payouts').expect(401);
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

  it("100 concurrent gifts, the organizer's refunds and payout requests on one campaign leave the books balanced, never pay out more than was available and never take the campaign below zero", async () => {
    const campaign = await liveCampaign(owner, admin);
    await connect(owner);
    const early = await Promise.all(Array.from({ length: 20 }, () => give(campaign.id, 10, 1)));
    const results = await Promise.all([
      ...Array.from({ length: 50 }, () => give(campaign.id, 10, 1).then(() => 'gift')),
      ...early.slice(0, 10).map((id) => owner.post(`/api/donations/${id}/refund`).then((res) => `refund ${res.status}`)),
      ...Array.from({ length: 40 }, () => owner.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 15 }).then((res) => `payout ${res.status}`)),
    ]);
    await t.app.get(OutboxRelay).drain();
    const paid = results.filter((r) => r === 'payout 201').length;
    const refunded = results.filter((r) => r === 'refund 200').length;
    expect(results.filter((r) => r.startsWith('payout')).every((r) => r === 'payout 201' || r === 'payout 422')).toBe(true);
    // A refund the campaign can no longer hold is refused (409, naming the shortfall), never made at the platform's expense.
    expect(results.filter((r) => r.startsWith('refund')).every((r) => r === 'refund 200' || r === 'refund 409')).toBe(true);

    const f = await funds(campaign.id);
    expect(f.raised).toBe('700.00');
    expect(f.refunded).toBe((refunded * 10).toFixed(2));
    expect(f.paidOut).toBe((paid * 15).toFixed(2));
    expect(f.pending).toBe('0.00');
    expect(Number(f.available)).toBeCloseTo(700 - refunded * 10 - paid * 15, 2);
    expect(Number(f.available)).toBeGreaterThanOrEqual(0);
    expect(f.refundedAfterPayout).toBe('0.00');
    const books = (await admin.get('/api/admin/ledger/reconciliation').expect(200)).body;
    expect(books).toMatchObject({ balanced: true, unbalancedTransactions: [], giftsNotInLedger: 0 });
    expect(books.provider).toMatchObject({ matches: true, notInLedger: [], unknownToProvider: [] });
    expect(books.provider.providerCharged).toBe(books.provider.ledgerCharged);
    expect(books.provider.providerPayments).toBeGreaterThanOrEqual(70);
    expect((await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body).toMatchObject({
      currentAmount: (700 - refunded * 10).toFixed(2),
      donorCount: 70 - refunded,
    });
  });

  it('a refund after a payout: the platform pays the donor what was paid out, the ledger says so, and later gifts make it up', async () => {
    const campaign = await liveCampaign(owner, admin);
    await connect(owner);
    await give(campaign.id, 100);
    const forty = await give(campaign.id, 40, 5);
    await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 110 }).expect(201);

    // $30 is still held for the campaign. The organizer may refund only what the campaign holds.
    const refused = await owner.post(`/api/donations/${forty}/refund`).expect(409);
    expect(refused.body).toMatchObject({ code: 'refund_exceeds_funds', shortfall: '10.00', available: '30.00' });
    expect(refused.body.message).toBe(
      'This campaign holds $30.00, $10.00 short of this $40.00 gift: its money was paid out. An administrator can refund it with the platform covering the shortfall.',
    );
    // An administrator sees the shortfall first, and refunds when confirming it.
    const shown = await admin.post(`/api/donations/${forty}/refund`).send({}).expect(409);
    expect(shown.body).toMatchObject({ code: 'refund_shortfall', shortfall: '10.00', available: '30.00' });
    expect(await funds(campaign.id)).toMatchObject({ refunded: '0.00', available: '30.00' });
    await admin.post(`/api/donations/${forty}/refund`).send({ confirmShortfall: 'yes' }).expect(400);
    // The platform's balance pays the other $10; the ledger names who approved it.
    await admin.post(`/api/donations/${forty}/refund`).send({ confirmShortfall: true }).expect(200);
    expect(await funds(campaign.id)).toMatchObject({
      raised: '140.00', refunded: '40.00', paidOut: '110.00', available: '-10.00', refundedAfterPayout: '10.00',
    });
    const lines = await t.app.get(EntityManager).fork().execute<{ kind: string; account: string; amount_cents: string; approved_by: string | null }[]>(
      `SELECT kind, account, amount_cents, approved_by FROM ledger_entry WHERE transaction_id = ? ORDER BY kind, account`,
      [`refund:${forty}`],
    );
    const adminId = (await admin.get('/api/user').expect(200)).body.id as string;
    expect(lines.map((l) => [l.kind, l.account, Number(l.amount_cents), l.approved_by])).toEqual([
      ['refund', 'campaign_funds', 3000, null],
      ['refund', 'platform_tips', 500, null],
      ['refund', 'provider_balance', -3500, null],
      ['refund_after_payout', 'campaign_funds', 1000, adminId],
      ['refund_after_payout', 'provider_balance', -1000, adminId],
    ]);
    const books = (await admin.get('/api/admin/ledger/reconciliation').expect(200)).body;
    expect(books).toMatchObject({ balanced: true, unbalancedTransactions: [] });
    expect(Number(books.refundsAfterPayout)).toBeGreaterThanOrEqual(10);
    expect(books.negativeCampaigns).toContainEqual({ campaignId: campaign.id, campaignTitle: campaign.title, available: '-10.00' });
    const nothing = await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({}).expect(422);
    expect(nothing.body.message).toBe('Nothing is available to pay out yet.');

    // The next gift makes up the $10 first.
    await give(campaign.id, 25);
    expect(await funds(campaign.id)).toMatchObject({ raised: '165.00', available: '15.00', refundedAfterPayout: '10.00' });
    expect((await admin.get('/api/admin/ledger/reconciliation').expect(200)).body.negativeCampaigns).not.toContainEqual(
      expect.objectContaining({ campaignId: campaign.id }),
    );

    // The admin console's Refunds tab lists it, with what the platform covered.
    const refunds = (await admin.get('/api/admin/refunds?limit=100').expect(200)).body as { donationId: string }[];
    expect(refunds.find((r) => r.donationId === forty)).toMatchObject({
      campaignId: campaign.id, campaignTitle: campaign.title, donorName: 'Chloe Corinth', amount: '40.00', tip: '5.00', afterPayout: '10.00',
    });
    await owner.get('/api/admin/refunds').expect(403);
  });

  it("the admin console lists every campaign's payouts and holds, paged and filtered", async () => {
    const campaign = await liveCampaign(owner, admin);
    await connect(owner);
    await give(campaign.id, 30);
    const payout = (await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 12 }).expect(201)).body;
    await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 8 }).expect(201);

    const paid = (await admin.get('/api/admin/payouts?status=paid&limit=100').expect(200)).body as { id: string; organizerName: string; organiserName: string }[];
    const listed = paid.find((p) => p.id === payout.id);
    expect(listed).toMatchObject({
      amount: '12.00', status: 'paid', campaignId: campaign.id, campaignTitle: campaign.title, transferId: expect.stringMatching(/^tr_/),
      destinationAccountId: expect.any(String), organizerName: expect.any(String),
    });
    // The former spelling stays for integrations that read it (deprecated in openapi.yaml): the same name.
    expect(listed?.organiserName).toBe(listed?.organizerName);
    const firstPage = await admin.get('/api/admin/payouts?limit=1').expect(200);
    expect(firstPage.body).toHaveLength(1);
    const next = await admin.get(`/api/admin/payouts?limit=1&cursor=${firstPage.headers['x-next-cursor']}`).expect(200);
    expect(next.body[0].id).not.toBe(firstPage.body[0].id);
    expect((await admin.get('/api/admin/payouts?status=failed&limit=100').expect(200)).body.find((p: { id: string }) => p.id === payout.id)).toBeUndefined();
    await admin.get('/api/admin/payouts?status=lost').expect(400);
    await admin.get('/api/admin/payouts?cursor=not-a-cursor').expect(400);
    await owner.get('/api/admin/payouts').expect(403);

    await admin.post(`/api/admin/campaigns/${campaign.id}/payout-hold`).send({ reason: 'Checking the church letter' }).expect(204);
    const holds = (await admin.get('/api/admin/payout-holds').expect(200)).body;
    expect(holds).toContainEqual({ campaignId: campaign.id, campaignTitle: campaign.title, reason: 'Checking the church letter', heldBy: expect.any(String), heldAt: expect.any(String) });
    await owner.get('/api/admin/payout-holds').expect(403);
    await admin.delete(`/api/admin/campaigns/${campaign.id}/payout-hold`).expect(204);
    expect((await admin.get('/api/admin/payout-holds').expect(200)).body).not.toContainEqual(expect.objectContaining({ campaignId: campaign.id }));
  });

  it('a payout left pending (the process stopped before its transfer) is settled by the sweep with the same transfer, never twice', async () => {
    const campaign = await liveCampaign(owner, admin);
    await connect(owner);
    await give(campaign.id, 20);
    const payout = (await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({}).expect(201)).body;
    const before = (await admin.get('/api/admin/payouts?status=paid&limit=100').expect(200)).body.find((p: { id: string }) => p.id === payout.id);
    // As if the process had stopped after the payout's commit and before its transfer.
    await t.app.get(EntityManager).fork().execute(
      `UPDATE payout SET status = 'pending', provider_transfer_id = NULL, settled_at = NULL, created_at = now() - interval '10 minutes' WHERE id = ?`,
      [payout.id],
    );
    expect(await funds(campaign.id)).toMatchObject({ paidOut: '0.00', pending: '20.00', available: '0.00' });

    expect(await t.app.get(StuckPayoutsSweeper).runOnce(60_000)).toBeGreaterThanOrEqual(1);
    const after = (await owner.get(`/api/campaigns/${campaign.id}/payouts`).expect(200)).body[0];
    expect(after).toMatchObject({ id: payout.id, status: 'paid' });
    const listed = (await admin.get('/api/admin/payouts?status=paid&limit=100').expect(200)).body.find((p: { id: string }) => p.id === payout.id);
    expect(listed.transferId).toBe(before.transferId);
    expect(await funds(campaign.id)).toMatchObject({ paidOut: '20.00', pending: '0.00', available: '0.00' });
    expect(await t.app.get(StuckPayoutsSweeper).runOnce(60_000)).toBe(0);
    expect((await admin.get('/api/admin/ledger/reconciliation').expect(200)).body.balanced).toBe(true);
  });

  it('the reconciliation sets the ledger against the provider: a payment that succeeded but was never recorded shows until it is', async () => {
    const campaign = await liveCampaign(owner, admin);
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount: 33, guestInfo: { ...guest, email: 'unrecorded@example.org' } })
      .expect(200);
    // The card succeeded at the provider, but the completion call never came (the donor closed the tab).
    await t.app.get(EntityManager).fork().execute(`UPDATE sandbox_payment_intent SET status = 'succeeded' WHERE id = ?`, [intent.body.paymentIntentId]);
    const before = (await admin.get('/api/admin/ledger/reconciliation').expect(200)).body;
    expect(before.unbalancedTransactions).toEqual([]); // the books themselves balance, but not with the provider
    expect(before.balanced).toBe(false);
    expect(before.discrepancies.map((d: { code: string }) => d.code)).toEqual(['charge_unrecorded']);
    expect(before.provider.matches).toBe(false);
    expect(before.provider.notInLedger).toContain(intent.body.paymentIntentId);

    await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    const after = (await admin.get('/api/admin/ledger/reconciliation').expect(200)).body;
    expect(after.provider).toMatchObject({ matches: true, notInLedger: [], unknownToProvider: [] });
    expect(after).toMatchObject({ balanced: true, discrepancies: [] });
  });
});
