import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { StripeStandIn } from '../../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const WEBHOOK_SECRET = 'whsec_test_faith_collective';
const guest = { firstName: 'Dorcas', lastName: 'Tabitha', email: 'dorcas@example.org' };

/**
 * The Stripe adapter with the real SDK against a local stand-in speaking Stripe's API, and
 * webhooks signed as Stripe signs them: replayed, concurrent and out-of-order deliveries.
 */
describe('Stripe payments', () => {
  const stripeApi = new StripeStandIn();
  const signer = new Stripe('sk_test_signer');
  let t: TestApp;
  let campaign: { id: string; slug: string; title: string };
  let eventCounter = 0;
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    await stripeApi.start();
    t = await startTestApp({
      config: { outboxPollMs: 0 },
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripeApi.url },
    });
    const owner = (await signUp(t)).agent;
    campaign = await liveCampaign(owner, await signInAsAdmin(t), { goal: 100000 });
  });
  afterAll(async () => {
    await t?.close();
    await stripeApi.stop();
  });

  function webhook(type: string, object: unknown, id = `evt_${++eventCounter}`) {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object }, created: Math.floor(Date.now() / 1000) });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return visitor().post('/api/payments/stripe/webhook').set('Stripe-Signature', header).set('Content-Type', 'application/json').send(payload);
  }

  async function startGift(amount: number, tip = 0) {
    const res = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount, tip, guestInfo: guest });
    expect(res.status).toBe(200);
    return res.body as { clientSecret: string; paymentIntentId: string; donationId: string };
  }

  async function campaignNow() {
    await t.app.get(OutboxRelay).drain();
    return (await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body;
  }

  it('tells the checkout to use Stripe, with the publishable key, and the sandbox is off', async () => {
    expect((await visitor().get('/api/payments/config')).body).toEqual({ mode: 'stripe', publishableKey: 'pk_test_123' });
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: 'x', cardNumber: '4242424242424242' }).expect(404);
  });

  it('creates the intent on Stripe for exactly gift + tip, naming campaign, donation, tip and donor', async () => {
    const gift = await startGift(57.5, 7.5);
    const intent = stripeApi.intents.get(gift.paymentIntentId)!;
    expect(intent.amount).toBe(5750);
    expect(intent.currency).toBe('usd');
    expect(intent.metadata).toMatchObject({ campaignId: campaign.id, donationId: gift.donationId, giftCents: '5000', tipCents: '750', donor: 'guest:dorcas@example.org' });
    expect(gift.clientSecret).toBe(intent.client_secret);
  });

  it('records nothing for an unconfirmed payment, then once for a webhook, a replay and a late completion call', async () => {
    const before = await campaignNow();
    const gift = await startGift(40);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: gift.paymentIntentId, campaignId: campaign.id }).expect(409);
    const intent = stripeApi.succeed(gift.paymentIntentId);
    const first = await webhook('payment_intent.succeeded', intent, 'evt_fixed_1');
    expect(first.body).toEqual({ received: true, duplicate: false });
    const replay = await webhook('payment_intent.succeeded', intent, 'evt_fixed_1');
    expect(replay.body).toEqual({ received: true, duplicate: true });
    await webhook('payment_intent.succeeded', intent); // the same payment again, under a new event id
    const late = await visitor().post('/api/donations/complete').send({ paymentIntentId: gift.paymentIntentId, campaignId: campaign.id });
    expect(late.status).toBe(200);
    expect(late.body.amount).toBe('40.00');
    const after = await campaignNow();
    expect(Number(after.currentAmount) - Number(before.currentAmount)).toBe(40);
    expect(after.donorCount - before.donorCount).toBe(1);
  });

  it('refuses a webhook whose signature does not verify', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: { id: 'pi_x' } } });
    const forged = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const res = await visitor().post('/api/payments/stripe/webhook').set('Stripe-Signature', forged).set('Content-Type', 'application/json').send(payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The webhook signature does not verify.');
  });

  it('a tampered amount is never recorded', async () => {
    const before = await campaignNow();
    const gift = await startGift(25);
    const intent = stripeApi.succeed(gift.paymentIntentId);
    intent.amount = 100; // Stripe charged $1, not $25: something is wrong
    const res = await visitor().post('/api/donations/complete').send({ paymentIntentId: gift.paymentIntentId, campaignId: campaign.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The payment does not match this donation, so it was not recorded.');
    const hook = await webhook('payment_intent.succeeded', intent);
    expect(hook.status).toBe(409); // Stripe will retry; it never records
    expect((await campaignNow()).currentAmount).toBe(before.currentAmount);
  });

  it('a declined payment reported by webhook records nothing and counts as a decline', async () => {
    const gift = await startGift(12);
    const intent = stripeApi.decline(gift.paymentIntentId, 'Your card has insufficient funds.');
    await webhook('payment_intent.payment_failed', intent).expect(200);
    const admin = await signInAsAdmin(t);
    const list = await admin.get('/api/admin/transactions').query({ status: 'failed' }).expect(200);
    expect(list.body.find((r: { id: string }) => r.id === gift.donationId)).toMatchObject({ status: 'failed', failureReason: 'Your card has insufficient funds.' });
  });

  it('200 concurrent gifts with duplicated, out-of-order deliveries leave the total exact', async () => {
    const before = await campaignNow();
    const giftDollars = (i: number) => 1 + (i % 50) + 0.25;
    const gifts = await Promise.all(Array.from({ length: 200 }, (_, i) => startGift(giftDollars(i) + (i % 3) * 0.5, (i % 3) * 0.5)));
    for (const g of gifts) stripeApi.succeed(g.paymentIntentId);
    const shuffled = [...gifts, ...gifts.slice(0, 80)].sort(() => Math.random() - 0.5);
    const deliveries = shuffled.map((g, i) =>
      i % 2 === 0
        ? webhook('payment_intent.succeeded', stripeApi.intents.get(g.paymentIntentId))
        : visitor().post('/api/donations/complete').send({ paymentIntentId: g.paymentIntentId, campaignId: campaign.id }),
    );
    const answers = await Promise.all(deliveries);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const expectedCents = gifts.reduce((sum, _g, i) => sum + Math.round(giftDollars(i) * 100), 0);
    const after = await campaignNow();
    expect(Math.round((Number(after.currentAmount) - Number(before.currentAmount)) * 100)).toBe(expectedCents);
    expect(after.donorCount - before.donorCount).toBe(200);
  });

  describe('bank payments (US ACH debit) and covered fees, issue 38', () => {
    async function startBankGift(amount: number, coverFee = false) {
      const res = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount, paymentMethod: 'us_bank_account', coverFee, guestInfo: guest });
      expect(res.status).toBe(200);
      return res.body as { clientSecret: string; paymentIntentId: string; donationId: string; feeCovered: string; total: string };
    }
    const stateOf = async (paymentIntentId: string) =>
      (await visitor().get('/api/donations/state').query({ paymentIntentId, campaignId: campaign.id }).expect(200)).body as { state: string; failureReason?: string };

    it('asks Stripe for a bank debit verified instantly where the bank offers it, for the gift plus the fee the donor covers', async () => {
      const gift = await startBankGift(50, true);
      expect(gift).toMatchObject({ feeCovered: '0.40', total: '50.40' });
      const intent = stripeApi.intents.get(gift.paymentIntentId)!;
      expect(intent.amount).toBe(5040);
      expect(intent.payment_method_types).toEqual(['us_bank_account']);
      expect(intent.metadata).toMatchObject({ giftCents: '5000', tipCents: '0', feeCoveredCents: '40' });
      expect(stripeApi.intents.get((await startGift(10)).paymentIntentId)!.payment_method_types).toEqual(['card']);
    });

    it('processing then succeeded, each webhook delivered twice and the success before the processing: credited once, when it succeeded', async () => {
      const before = await campaignNow();
      const gift = await startBankGift(40);
      const processing = { ...stripeApi.process(gift.paymentIntentId) };
      await webhook('payment_intent.processing', processing).expect(200);
      await webhook('payment_intent.processing', processing).expect(200);
      expect(await stateOf(gift.paymentIntentId)).toMatchObject({ state: 'processing' });
      await visitor().post('/api/donations/complete').send({ paymentIntentId: gift.paymentIntentId, campaignId: campaign.id }).expect(202);
      expect((await campaignNow()).currentAmount).toBe(before.currentAmount);

      const succeeded = { ...stripeApi.succeed(gift.paymentIntentId) };
      const deliveries = await Promise.all([
        webhook('payment_intent.succeeded', succeeded),
        webhook('payment_intent.succeeded', succeeded),
        // A late copy of the processing notice, after the success: Stripe's object is read afresh, nothing goes back.
        webhook('payment_intent.processing', processing),
      ]);
      expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
      expect(await stateOf(gift.paymentIntentId)).toMatchObject({ state: 'recorded' });
      const after = await campaignNow();
      expect(Number(after.currentAmount) - Number(before.currentAmount)).toBe(40);
      expect(after.donorCount - before.donorCount).toBe(1);
    });

    it('processing then failed, out of order and repeated: nothing credited, the donor told why once', async () => {
      const before = await campaignNow();
      const gift = await startBankGift(30);
      const processing = { ...stripeApi.process(gift.paymentIntentId) };
      const failed = { ...stripeApi.bankFailure(gift.paymentIntentId, 'account_closed', 'The bank account has been closed.') };
      // The failure arrives first, then the processing notice, then the failure again.
      await webhook('payment_intent.payment_failed', failed).expect(200);
      await webhook('payment_intent.processing', processing).expect(200);
      await webhook('payment_intent.payment_failed', failed).expect(200);
      expect((await campaignNow()).currentAmount).toBe(before.currentAmount);
      expect(await stateOf(gift.paymentIntentId)).toMatchObject({ state: 'not_paid' });
      const [row] = await t.app
        .get(EntityManager)
        .fork()
        .execute<{ status: string; failure_reason: string }[]>(`SELECT status, failure_reason FROM donation WHERE id = ?`, [gift.donationId]);
      expect(row).toEqual({ status: 'failed', failure_reason: 'The bank account has been closed.' });
      await t.app.get(OutboxRelay).drain();
      const notices = await t.app
        .get(EntityManager)
        .fork()
        .execute<{ reason: string }[]>(`SELECT payload->>'reason' AS reason FROM outbox_message WHERE type = 'payments.bank-payment-failed.v1' AND payload->>'donationId' = ?`, [gift.donationId]);
      expect(notices).toEqual([{ reason: 'The bank account has been closed.' }]);
    });

    it('processing then failed in order: the failure is reported to the donor (one notice for the failed payment)', async () => {
      const gift = await startBankGift(35);
      await webhook('payment_intent.processing', { ...stripeApi.process(gift.paymentIntentId) }).expect(200);
      const failed = { ...stripeApi.bankFailure(gift.paymentIntentId, 'insufficient_funds', 'The bank account has insufficient funds.') };
      await Promise.all([webhook('payment_intent.payment_failed', failed), webhook('payment_intent.payment_failed', failed)]);
      await t.app.get(OutboxRelay).drain();
      const notices = await t.app
        .get(EntityManager)
        .fork()
        .execute<{ reason: string }[]>(`SELECT payload->>'reason' AS reason FROM outbox_message WHERE type = 'payments.bank-payment-failed.v1' AND payload->>'donationId' = ?`, [gift.donationId]);
      expect(notices).toEqual([{ reason: 'The bank account has insufficient funds.' }]);
      expect(await stateOf(gift.paymentIntentId)).toEqual({ state: 'not_paid', donation: null, failureReason: 'The bank account has insufficient funds.' });
    });
  });
});
