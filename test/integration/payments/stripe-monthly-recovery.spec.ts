import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { StripeStandIn } from '../../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const WEBHOOK_SECRET = 'whsec_test_recovery';
const DAY = 86_400;

/**
 * Issue 38 against Stripe's API (the real SDK, a local stand-in): a declined month arrives as invoice.payment_failed
 * and customer.subscription.updated (duplicated, out of order) and makes the gift past due once; Smart Retries move
 * its next attempt; a new card (a SetupIntent) pays the open invoice once however often it is sent, and each paid
 * month is one gift; after Stripe's last retry the gift stops. Amount, day, pause and resume go to the subscription.
 */
describe('Stripe: monthly gifts that recover', () => {
  const stripeApi = new StripeStandIn();
  const signer = new Stripe('sk_test_signer');
  let t: TestApp;
  let campaign: { id: string };
  let n = 0;
  const visitor = () => request(t.app.getHttpServer());
  const db = () => t.app.get(EntityManager).fork();

  beforeAll(async () => {
    await stripeApi.start();
    t = await startTestApp({
      config: { outboxPollMs: 0, paymentSweepMs: 0 },
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripeApi.url },
    });
    const owner = (await signUp(t)).agent;
    const admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
  });
  afterAll(async () => {
    await t?.close();
    await stripeApi.stop();
  });

  function webhook(type: string, object: unknown, id = `evt_recovery_${++n}`) {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object }, created: Math.floor(Date.now() / 1000) });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return visitor().post('/api/payments/stripe/webhook').set('Stripe-Signature', header).set('Content-Type', 'application/json').send(payload);
  }
  const monthsOf = async (recurringGiftId: string) =>
    (await db().execute<{ payment_intent_id: string }[]>(`SELECT payment_intent_id FROM donation WHERE recurring_gift_id = ? AND status = 'completed'`, [recurringGiftId])).map(
      (r) => r.payment_intent_id,
    );
  async function pastDueNotices(recurringGiftId: string) {
    await t.app.get(OutboxRelay).drain();
    return db().execute<{ invoice_id: string; update_path: string; next_retry_at: string | null }[]>(
      `SELECT payload->>'invoiceId' AS invoice_id, payload->>'updatePath' AS update_path, payload->>'nextRetryAt' AS next_retry_at
         FROM outbox_message WHERE type = 'payments.recurring-gift-past-due.v1' AND payload->>'recurringGiftId' = ?`,
      [recurringGiftId],
    );
  }
  async function running(agent: Agent) {
    const res = await agent.post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 15, recurring: 'monthly' }).expect(200);
    const { subscriptionId, recurringGiftId } = res.body as { subscriptionId: string; recurringGiftId: string };
    await webhook('invoice.paid', stripeApi.payFirstInvoice(subscriptionId)).expect(200);
    return { subscriptionId, recurringGiftId };
  }
  const gift = async (agent: Agent, id: string) => (await agent.get(`/api/recurring-gifts/${id}`).expect(200)).body;

  it('invoice.payment_failed then invoice.paid after a card update: past due once, one charge for the missed month, one gift per paid month', async () => {
    const member = await signUp(t);
    const { subscriptionId, recurringGiftId } = await running(member.agent);
    const failed = stripeApi.declineRenewal(subscriptionId);

    // customer.subscription.updated (past_due) comes first, then invoice.payment_failed twice (the same event again) and once more.
    await webhook('customer.subscription.updated', stripeApi.subscriptions.get(subscriptionId)).expect(200);
    await webhook('invoice.payment_failed', failed, 'evt_failed_1').expect(200);
    expect((await webhook('invoice.payment_failed', failed, 'evt_failed_1').expect(200)).body).toEqual({ received: true, duplicate: true });
    await webhook('invoice.payment_failed', failed).expect(200);
    const pastDue = await gift(member.agent, recurringGiftId);
    expect(pastDue).toMatchObject({ status: 'past_due' });
    expect(Date.parse(pastDue.nextRetryAt) / 1000).toBe(failed.next_payment_attempt);

    // Smart Retries fail again: the next attempt moves, no second notice.
    stripeApi.retryFailed(failed.id, 2);
    await webhook('invoice.payment_failed', failed).expect(200);
    expect(Date.parse((await gift(member.agent, recurringGiftId)).nextRetryAt) / 1000).toBe(failed.next_payment_attempt);
    const notices = await pastDueNotices(recurringGiftId);
    expect(notices).toHaveLength(1);
    expect(notices[0].invoice_id).toBe(failed.id);
    const token = decodeURIComponent(notices[0].update_path.split('token=')[1]);

    // The card page gets a SetupIntent for the subscription's customer; a card that fails is refused, nothing is paid.
    const page = (await visitor().get('/api/recurring-gifts/update-payment').query({ token }).expect(200)).body;
    expect(page).toMatchObject({ mode: 'stripe', missedAmount: '15.00', gift: { status: 'past_due' } });
    const setupId = (page.clientSecret as string).split('_secret_')[0];
    expect(stripeApi.setupIntents.get(setupId)).toMatchObject({ customer: stripeApi.subscriptions.get(subscriptionId)!.customer, metadata: { subscriptionId } });
    expect((await visitor().post('/api/recurring-gifts/update-payment').send({ token, setupIntentId: setupId })).status).toBe(422); // not confirmed yet
    stripeApi.confirmSetup(setupId);

    // Five at once: one charge of the open invoice (one idempotency key), one gift for the missed month.
    const together = await Promise.all(Array.from({ length: 5 }, () => visitor().post('/api/recurring-gifts/update-payment').send({ token, setupIntentId: setupId })));
    expect(together.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(stripeApi.subscriptions.get(subscriptionId)!.default_payment_method).toBe(stripeApi.setupIntents.get(setupId)!.payment_method);
    expect(stripeApi.invoicePayments.filter((p) => p.paid)).toHaveLength(1);
    expect(new Set(stripeApi.invoicePayments.map((p) => p.idempotencyKey))).toEqual(new Set([`monthly-gift-recover-${failed.id}`]));
    expect(stripeApi.invoices.get(failed.id)!.status).toBe('paid');
    expect(await gift(member.agent, recurringGiftId)).toMatchObject({ status: 'active', nextRetryAt: null });

    // Stripe's own webhooks for it then arrive, duplicated and out of order, with a late payment_failed: nothing changes.
    await webhook('invoice.paid', stripeApi.invoices.get(failed.id)).expect(200);
    await webhook('customer.subscription.updated', stripeApi.subscriptions.get(subscriptionId)).expect(200);
    await webhook('invoice.payment_failed', failed).expect(200);
    await webhook('invoice.paid', stripeApi.invoices.get(failed.id)).expect(200);
    const next = stripeApi.renew(subscriptionId);
    await Promise.all([webhook('invoice.paid', next), webhook('invoice.payment_succeeded', next)]);
    expect((await monthsOf(recurringGiftId)).sort()).toHaveLength(3);
    expect(await gift(member.agent, recurringGiftId)).toMatchObject({ status: 'active' });
    expect(await pastDueNotices(recurringGiftId)).toHaveLength(1);
  });

  it("after Stripe's last retry the subscription is canceled: the past-due gift stops with payment_failed, its donor told once", async () => {
    const member = await signUp(t);
    const { subscriptionId, recurringGiftId } = await running(member.agent);
    const failed = stripeApi.declineRenewal(subscriptionId);
    await webhook('invoice.payment_failed', failed).expect(200);
    stripeApi.retryFailed(failed.id, null);
    const canceled = stripeApi.giveUp(subscriptionId);
    await webhook('customer.subscription.deleted', canceled).expect(200);
    await webhook('invoice.payment_failed', failed).expect(200);
    await webhook('customer.subscription.updated', canceled).expect(200);
    expect(await gift(member.agent, recurringGiftId)).toMatchObject({ status: 'stopped', stopReason: 'payment_failed' });
    await t.app.get(OutboxRelay).drain();
    const stops = await db().execute<{ reason: string }[]>(
      `SELECT payload->>'reason' AS reason FROM outbox_message WHERE type = 'payments.recurring-gift-stopped.v1' AND payload->>'recurringGiftId' = ?`,
      [recurringGiftId],
    );
    expect(stops).toEqual([{ reason: 'payment_failed' }]);
    expect(await monthsOf(recurringGiftId)).toHaveLength(1);

    // An account set to leave the subscription unpaid instead: customer.subscription.updated alone stops the gift.
    const other = await running(member.agent);
    await webhook('invoice.payment_failed', stripeApi.declineRenewal(other.subscriptionId)).expect(200);
    await webhook('customer.subscription.updated', stripeApi.giveUp(other.subscriptionId, 'unpaid')).expect(200);
    expect(await gift(member.agent, other.recurringGiftId)).toMatchObject({ status: 'stopped', stopReason: 'payment_failed' });
  });

  it('amount, day of the month, pause and resume change the subscription: a new price without proration, a trial to the new date, pause_collection', async () => {
    const member = await signUp(t);
    const { subscriptionId, recurringGiftId } = await running(member.agent);
    const updates = () => stripeApi.subscriptionUpdates.filter((u) => u.id === subscriptionId);

    await member.agent.put(`/api/recurring-gifts/${recurringGiftId}`).send({ amount: '40.00', dayOfMonth: 10 }).expect(200);
    const change = updates().at(-1)!.form as { proration_behavior: string; trial_end: string; items: Record<string, { price_data: { unit_amount: string; product: string } }> };
    expect(change.proration_behavior).toBe('none');
    expect(change.items['0'].price_data).toMatchObject({ unit_amount: '4000', product: `prod_${subscriptionId}` });
    expect(new Date(Number(change.trial_end) * 1000).getUTCDate()).toBe(10);
    const items = stripeApi.subscriptions.get(subscriptionId)!.items as { data: { price: { unit_amount: number } }[] };
    expect(items.data[0].price.unit_amount).toBe(4000);

    const paused = (await member.agent.post(`/api/recurring-gifts/${recurringGiftId}/pause`).send({ months: 2 }).expect(200)).body;
    const pause = stripeApi.subscriptions.get(subscriptionId)!.pause_collection as { behavior: string; resumes_at: number };
    expect(pause.behavior).toBe('void');
    // Collection resumes after the second skipped charge's date and before the next charge.
    expect(pause.resumes_at).toBeLessThan(Date.parse(paused.nextChargeAt) / 1000);
    expect(pause.resumes_at).toBeGreaterThan(Date.parse(paused.nextChargeAt) / 1000 - 31 * DAY);
    await member.agent.post(`/api/recurring-gifts/${recurringGiftId}/resume`).expect(200);
    expect(stripeApi.subscriptions.get(subscriptionId)!.pause_collection).toBeNull();
  });
});
