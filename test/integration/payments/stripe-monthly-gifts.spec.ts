import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { StripeStandIn } from '../../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const WEBHOOK_SECRET = 'whsec_test_monthly';
const guest = { firstName: 'Onesiphorus', lastName: 'Ephesus', email: 'onesiphorus@example.org' };

/**
 * Monthly gifts against Stripe's API (the real SDK and a local stand-in): each paid month arrives
 * as invoice.paid, duplicated (the same event again, another event for the same invoice, several at
 * once) and out of order, and is recorded as exactly one gift per paid month.
 */
describe('Stripe: monthly gifts, one gift per paid month', () => {
  const stripeApi = new StripeStandIn();
  const signer = new Stripe('sk_test_signer');
  let t: TestApp;
  let admin: Agent;
  let campaign: { id: string };
  let n = 0;
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    await stripeApi.start();
    t = await startTestApp({
      config: { outboxPollMs: 0, paymentSweepMs: 0 },
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripeApi.url },
    });
    const owner = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
  });
  afterAll(async () => {
    await t?.close();
    await stripeApi.stop();
  });

  function webhook(type: string, object: unknown, id = `evt_monthly_${++n}`) {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object }, created: Math.floor(Date.now() / 1000) });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return visitor().post('/api/payments/stripe/webhook').set('Stripe-Signature', header).set('Content-Type', 'application/json').send(payload);
  }
  async function campaignNow() {
    await t.app.get(OutboxRelay).drain();
    return (await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body as { currentAmount: string; donorCount: number };
  }
  const monthsOf = async (recurringGiftId: string) =>
    t.app
      .get(EntityManager)
      .fork()
      .execute<{ payment_intent_id: string; status: string }[]>(`SELECT payment_intent_id, status FROM donation WHERE recurring_gift_id = ? ORDER BY created_at`, [recurringGiftId]);

  it('a guest starts a monthly gift: a subscription for gift + tip at Stripe, naming the gift; nothing is charged yet', async () => {
    const res = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 22, tip: 2, guestInfo: guest, recurring: 'monthly' });
    expect(res.status).toBe(200);
    const subscription = stripeApi.subscriptions.get(res.body.subscriptionId)!;
    expect(subscription).toMatchObject({ status: 'incomplete', metadata: { kind: 'monthly-gift', recurringGiftId: res.body.recurringGiftId, campaignId: campaign.id } });
    expect(stripeApi.requests.some((r) => r.method === 'POST' && r.path === '/v1/customers')).toBe(true);
    expect(res.body.clientSecret).toBe(stripeApi.intents.get(res.body.paymentIntentId)!.client_secret);
    expect(await monthsOf(res.body.recurringGiftId)).toEqual([]);
    await admin.post(`/api/payments/sandbox/subscriptions/${res.body.subscriptionId}/renew`).expect(404); // Stripe's test clocks do that
  });

  it('three paid months, each invoice.paid delivered twice, another event for the same invoice, several at once and out of order: three gifts', async () => {
    const before = await campaignNow();
    const res = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 22, tip: 2, guestInfo: guest, recurring: 'monthly' }).expect(200);
    const { subscriptionId, recurringGiftId, paymentIntentId } = res.body as { subscriptionId: string; recurringGiftId: string; paymentIntentId: string };
    const first = stripeApi.payFirstInvoice(subscriptionId);
    const second = stripeApi.renew(subscriptionId);
    const third = stripeApi.renew(subscriptionId);

    // The third month is told first, then the second, each twice (the same event id again), then the first.
    await webhook('invoice.paid', third, 'evt_third').expect(200);
    expect((await webhook('invoice.paid', third, 'evt_third').expect(200)).body).toEqual({ received: true, duplicate: true });
    await webhook('invoice.paid', second, 'evt_second').expect(200);
    await webhook('invoice.paid', second, 'evt_second').expect(200);
    // Stripe also sends invoice.payment_succeeded for the same invoice; and three deliveries of the first at once.
    await webhook('invoice.payment_succeeded', second).expect(200);
    const together = await Promise.all([webhook('invoice.paid', first), webhook('invoice.paid', first), webhook('invoice.payment_succeeded', first)]);
    expect(together.map((r) => r.status)).toEqual([200, 200, 200]);
    // The donor's return from the card form completes the first month too: the same gift.
    const clientSecret = stripeApi.intents.get(paymentIntentId)!.client_secret;
    const completed = await visitor().post('/api/donations/complete').send({ paymentIntentId, campaignId: campaign.id, clientSecret }).expect(200);
    expect(completed.body.monthlyGift).toMatchObject({ id: recurringGiftId, status: 'active' });
    expect(completed.body.monthlyGift.managePath).toMatch(/^\/monthly-gift\//);
    // Knowing the payment id is not enough for the guest's manage link (Stripe's copy of the intent is asked).
    const withoutSecret = await visitor().post('/api/donations/complete').send({ paymentIntentId, campaignId: campaign.id }).expect(200);
    expect(withoutSecret.body.monthlyGift.managePath).toBeNull();

    const months = await monthsOf(recurringGiftId);
    expect(months.map((m) => m.payment_intent_id).sort()).toEqual([first.payment_intent, second.payment_intent, third.payment_intent].sort());
    expect(months.every((m) => m.status === 'completed')).toBe(true);
    const now = await campaignNow();
    expect(now.donorCount).toBe(before.donorCount + 3);
    expect(Math.round((Number(now.currentAmount) - Number(before.currentAmount)) * 100)).toBe(3 * 2000);
    expect((await admin.get('/api/admin/ledger/reconciliation').expect(200)).body).toMatchObject({ balanced: true, giftsNotInLedger: 0 });

    // An invoice of a subscription that is not a monthly gift, or one not paid, records nothing.
    const open = { ...first, id: 'in_not_ours', subscription: 'sub_elsewhere' };
    await webhook('invoice.paid', open).expect(200);
    expect(await monthsOf(recurringGiftId)).toHaveLength(3);
  });

  it('a member cancels: the subscription is cancelled at Stripe at once, and a late invoice.paid for a month already charged is still recorded once', async () => {
    const member = await signUp(t, { firstName: 'Epaphras', lastName: 'Colossae' });
    const res = await member.agent.post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 9, recurring: 'monthly' }).expect(200);
    const { subscriptionId, recurringGiftId } = res.body as { subscriptionId: string; recurringGiftId: string };
    await webhook('invoice.paid', stripeApi.payFirstInvoice(subscriptionId)).expect(200);
    const charged = stripeApi.renew(subscriptionId); // charged at Stripe, its event not here yet

    const list = (await member.agent.get('/api/user/recurring-gifts').expect(200)).body;
    expect(list[0]).toMatchObject({ id: recurringGiftId, status: 'active', amount: '9.00' });
    await member.agent.post(`/api/user/recurring-gifts/${recurringGiftId}/cancel`).expect(200);
    expect(stripeApi.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(() => stripeApi.renew(subscriptionId)).toThrow(/cancelled/);

    await webhook('invoice.paid', charged).expect(200);
    await webhook('invoice.paid', charged).expect(200);
    expect(await monthsOf(recurringGiftId)).toHaveLength(2);
    expect((await member.agent.get('/api/user/recurring-gifts').expect(200)).body[0]).toMatchObject({ status: 'stopped', stopReason: 'cancelled_by_donor' });

    // Their statement lists the two months as gifts (Stripe's invoices of a monthly gift are not memberships).
    const year = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date());
    const csv = await member.agent.get(`/api/user/giving-statement?year=${year}&format=csv`).expect(200);
    const rows = csv.text.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.includes(',gift,') && r.includes(',9.00,0.00,9.00,completed,'))).toBe(true);
  });
});
