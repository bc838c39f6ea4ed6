import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { fundsOf, verifiedOrganization } from '../../support/organizations.js';
import { StripeStandIn } from '../../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Refunds through Stripe's Refunds API (the real SDK against the local stand-in). */
describe('Stripe refunds', () => {
  const stripeApi = new StripeStandIn();
  let t: TestApp;
  let admin: Agent;
  let campaign: { id: string };
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    await stripeApi.start();
    t = await startTestApp({
      config: { outboxPollMs: 0 },
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_test_refunds', STRIPE_API_BASE: stripeApi.url },
    });
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign((await signUp(t)).agent, admin, { goal: 100000 });
  });
  afterAll(async () => {
    await t?.close();
    await stripeApi.stop();
  });

  it('5 concurrent refund requests: one refund at Stripe for the whole charge, one recorded, the rest 409; the ledger balances', async () => {
    const started = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount: 44, tip: 4, guestInfo: { firstName: 'Dorcas', lastName: 'Tabitha', email: 'dorcas@example.org' } })
      .expect(200);
    stripeApi.succeed(started.body.paymentIntentId);
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: started.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    await t.app.get(OutboxRelay).drain();

    const answers = await Promise.all(Array.from({ length: 5 }, () => admin.post(`/api/donations/${done.body.id}/refund`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const refunds = [...stripeApi.refunds.values()].filter((r) => r.payment_intent === started.body.paymentIntentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: 4400, status: 'succeeded' })]);

    await t.app.get(OutboxRelay).drain();
    expect((await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body).toMatchObject({ currentAmount: '0.00', donorCount: 0 });
    const recon = await admin.get('/api/admin/ledger/reconciliation').expect(200);
    expect(recon.body).toMatchObject({ balanced: true, total: '0.00', giftsNotInLedger: 0 });

    // Stripe then tells of that refund: nothing more is recorded.
    await webhook('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: started.body.paymentIntentId }).expect(200);
    await t.app.get(OutboxRelay).drain();
    expect((await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body).toMatchObject({ currentAmount: '0.00', donorCount: 0 });
  });

  it('a slow refund holds its money from payouts while Stripe is asked: a payout asked meanwhile finds nothing left (never both paid out and refunded from the same money), and no connection waits on Stripe', async () => {
    const owner = await signUp(t);
    const own = await liveCampaign(owner.agent, admin, { goal: 5000 });
    const started = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: own.id, amount: 50, guestInfo: { firstName: 'Lois', lastName: 'Lystra', email: 'lois@example.org' } })
      .expect(200);
    stripeApi.succeed(started.body.paymentIntentId);
    const gift = await visitor().post('/api/donations/complete').send({ paymentIntentId: started.body.paymentIntentId, campaignId: own.id }).expect(200);
    const { url } = (await owner.agent.post('/api/user/payout-account').expect(200)).body as { url: string };
    const accountId = /acct_[A-Za-z0-9]+/.exec(url)![0];
    stripeApi.completeOnboarding(accountId);
    await t.app.get(OutboxRelay).drain();
    await webhookAccountUpdated(accountId);

    stripeApi.slowRefunds(1_500);
    try {
      const asked = stripeApi.requests.length;
      const refund = owner.agent.post(`/api/donations/${gift.body.id}/refund`).send({}).then((res) => res);
      // Once Stripe has the refund request, the refund's money is held from payouts with its call in flight.
      while (!stripeApi.requests.slice(asked).some((r) => r.method === 'POST' && r.path === '/v1/refunds')) await new Promise((resolve) => setTimeout(resolve, 10));
      const payout = owner.agent.post(`/api/campaigns/${own.id}/payouts`).send({});
      const [refunded, paidOut] = await Promise.all([refund, payout]);
      expect(refunded.status).toBe(200);
      expect(paidOut.status).toBe(422); // the refund's reservation: nothing left to pay out
      expect(paidOut.body.message).toBe('Nothing is available to pay out yet.');
    } finally {
      stripeApi.slowRefunds(0);
    }
    expect((await owner.agent.get(`/api/campaigns/${own.id}/funds`).expect(200)).body).toMatchObject({ available: '0.00', paidOut: '0.00', refunded: '50.00' });
    expect([...stripeApi.transfers.values()].filter((tr) => tr.transfer_group === own.id)).toHaveLength(0);
  });

  const signer = new Stripe('sk_test_signer');
  let n = 0;
  function webhook(type: string, object: unknown, id = `evt_refund_${++n}`) {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object }, created: Math.floor(Date.now() / 1000) });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_refunds' });
    return visitor().post('/api/payments/stripe/webhook').set('Stripe-Signature', header).set('Content-Type', 'application/json').send(payload);
  }

  async function completedGift(amount: number, email: string) {
    const started = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount, guestInfo: { firstName: 'Lois', lastName: 'Lystra', email } })
      .expect(200);
    stripeApi.succeed(started.body.paymentIntentId);
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: started.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    await t.app.get(OutboxRelay).drain();
    return { paymentIntentId: started.body.paymentIntentId as string, donationId: done.body.id as string };
  }

  it('a refund made in Stripe\'s dashboard is recorded once from its webhooks, duplicated and out of order; a partial one is not', async () => {
    const before = (await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body;
    const gift = await completedGift(30, 'lois@example.org');
    const partly = await completedGift(20, 'eunice@example.org');
    const refund = stripeApi.refundInDashboard(gift.paymentIntentId);

    // refund.updated before charge.refunded, each twice (the same event again, and another event of the same refund).
    await webhook('refund.updated', refund, 'evt_dash_1').expect(200);
    await webhook('refund.updated', refund, 'evt_dash_1').expect(200);
    await Promise.all([
      webhook('charge.refunded', { id: 'ch_dash', object: 'charge', payment_intent: gift.paymentIntentId }),
      webhook('refund.created', refund),
      webhook('charge.refunded', { id: 'ch_dash', object: 'charge', payment_intent: gift.paymentIntentId }),
    ]);
    await t.app.get(OutboxRelay).drain();
    const after = (await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body;
    // Only the $20 gift remains of the two.
    expect(Number(after.currentAmount) - Number(before.currentAmount)).toBeCloseTo(20, 2);
    expect(after.donorCount - before.donorCount).toBe(1);

    // A partial refund in the dashboard is not taken for a whole one.
    stripeApi.refundInDashboard(partly.paymentIntentId, 500);
    await webhook('charge.refunded', { id: 'ch_part', object: 'charge', payment_intent: partly.paymentIntentId }).expect(200);
    await t.app.get(OutboxRelay).drain();
    expect((await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body.currentAmount).toBe(after.currentAmount);

    // The reconciliation reads Stripe's refunds of the period: the partial one, left to an administrator, is named.
    const recon = await admin.get('/api/admin/ledger/reconciliation').expect(200);
    expect(recon.body).toMatchObject({ balanced: false, giftsNotInLedger: 0, unbalancedTransactions: [] });
    expect(recon.body.discrepancies).toEqual([
      expect.objectContaining({ code: 'refund_unrecorded', object: expect.objectContaining({ paymentIntentId: partly.paymentIntentId }), expected: '0.00', found: '5.00' }),
    ]);
    const refundedGifts = (await admin.get('/api/admin/transactions?status=refunded').expect(200)).body as { id: string }[];
    expect(refundedGifts.map((g) => g.id)).toContain(gift.donationId);
  });

  function webhookAccountUpdated(accountId: string) {
    return webhook('account.updated', stripeApi.accounts.get(accountId)).expect(200);
  }

  it("a gift to an organization is a destination charge on its behalf; concurrent refunds through a slow Stripe make one refund that reverses the transfer and gives back the platform's fee", async () => {
    const org = await verifiedOrganization(t, admin);
    const funds = await fundsOf(org.owner.agent, org.id, ['Missions', 'Building']);
    await org.owner.agent.post(`/api/organizations/${org.id}/payout-account`).expect(200);
    const account = [...stripeApi.accounts.values()].find((a) => a.metadata.organizationId === org.id)!;
    // Its account takes card payments on the organization's behalf, as well as transfers.
    expect(account.capabilities).toEqual({ card_payments: { requested: 'true' }, transfers: { requested: 'true' } });
    const give = () =>
      visitor()
        .post('/api/donations/create-payment-intent')
        .send({ organizationId: org.id, allocations: [{ fundId: funds.Missions, amount: 30 }, { fundId: funds.Building, amount: 20 }], tip: 5, guestInfo: { firstName: 'Dorcas', lastName: 'Tabitha', email: 'dorcas@example.org' } });
    // Not active yet: refused before anything is charged at Stripe.
    const intentsBefore = stripeApi.intents.size;
    await give().expect(422);
    expect(stripeApi.intents.size).toBe(intentsBefore);
    stripeApi.completeOnboarding(account.id);
    await webhookAccountUpdated(account.id);

    const started = await give().expect(200);
    expect(stripeApi.intents.get(started.body.paymentIntentId)).toMatchObject({
      amount: 5500,
      on_behalf_of: account.id,
      transfer_data: { destination: account.id },
      application_fee_amount: 500,
      metadata: { kind: 'donation', organizationId: org.id, donationId: started.body.donationId },
    });
    stripeApi.succeed(started.body.paymentIntentId);
    await webhook('payment_intent.succeeded', stripeApi.intents.get(started.body.paymentIntentId)).expect(200);
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: started.body.paymentIntentId, organizationId: org.id }).expect(200);
    expect(done.body).toMatchObject({ amount: '50.00', charity: { name: org.name, ein: '12-3456789' } });

    stripeApi.slowRefunds(300);
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => org.owner.agent.post(`/api/donations/${done.body.id}/refund`)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    } finally {
      stripeApi.slowRefunds(0);
    }
    const refunds = [...stripeApi.refunds.values()].filter((r) => r.payment_intent === started.body.paymentIntentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: 5500, reverse_transfer: true, refund_application_fee: true })]);
    await t.app.get(OutboxRelay).drain();
    // (The dashboard's partial refund above stays a discrepancy of its own: nothing else is.)
    const recon = (await admin.get('/api/admin/ledger/reconciliation').expect(200)).body as { discrepancies: { code: string; object: Record<string, string | null> }[] };
    const ours = recon.discrepancies.filter((d) => d.object.paymentIntentId === started.body.paymentIntentId || d.object.donationId === done.body.id || d.code === 'fund_part_mismatch' || d.code === 'ledger_unbalanced');
    expect(ours).toEqual([]);
  });
});
