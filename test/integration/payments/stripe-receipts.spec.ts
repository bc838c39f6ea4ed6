import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import request from 'supertest';
import { MailDispatchScheduler } from '../../../src/modules/notifications/adapters/scheduling/mail-dispatch.scheduler.js';
import { UnrecordedPaymentsSweeper } from '../../../src/modules/payments/adapters/scheduling/unrecorded-payments.sweeper.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in.js';
import { StripeStandIn } from '../../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const WEBHOOK_SECRET = 'whsec_receipts';
const signer = new Stripe('sk_test_signer');

/**
 * Issue 14: with Stripe (the real SDK against the stand-in) and SMTP (a real SMTP server), a guest's
 * gift whose completion arrives by the donor's completion call, a webhook, its replay, the same
 * payment under a new event id and the sweep, all at once, is one receipt in the guest's inbox.
 */
describe('Stripe + SMTP: one receipt per gift', () => {
  const stripeApi = new StripeStandIn();
  let smtp: SmtpStandIn;
  let t: TestApp;
  let campaign: { id: string; title: string };
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    await stripeApi.start();
    smtp = await startSmtpStandIn();
    t = await startTestApp({
      config: { paymentSweepMs: 0 },
      env: {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripeApi.url,
        SMTP_URL: smtp.url,
        MAIL_POLL_MS: '100',
      },
    });
    campaign = await liveCampaign((await signUp(t)).agent, await signInAsAdmin(t), { title: 'Bread for Joppa', goal: 100000 });
  });
  afterAll(async () => {
    await t?.close();
    await stripeApi.stop();
    await smtp?.stop();
  });

  function webhook(type: string, object: unknown, id: string) {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object }, created: Math.floor(Date.now() / 1000) });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return visitor().post('/api/payments/stripe/webhook').set('Stripe-Signature', header).set('Content-Type', 'application/json').send(payload);
  }

  it('completion call, webhook, replayed webhook, a second event for the same payment and the sweep: one receipt', async () => {
    const email = `tabitha_${Date.now()}@example.org`;
    const started = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount: 50, tip: 5, guestInfo: { firstName: 'Tabitha', lastName: 'Joppa', email } })
      .expect(200);
    const intent = stripeApi.succeed(started.body.paymentIntentId);
    const calls = await Promise.all([
      visitor().post('/api/donations/complete').send({ paymentIntentId: started.body.paymentIntentId, campaignId: campaign.id }),
      webhook('payment_intent.succeeded', intent, `evt_r_${Date.now()}`),
      webhook('payment_intent.succeeded', intent, `evt_r2_${Date.now()}`),
      visitor().post('/api/donations/complete').send({ paymentIntentId: started.body.paymentIntentId, campaignId: campaign.id }),
      t.app.get(UnrecordedPaymentsSweeper).runOnce(),
    ]);
    for (const call of calls.slice(0, 4)) expect((call as { status: number }).status).toBe(200);
    await webhook('payment_intent.succeeded', intent, 'evt_fixed_receipt');
    await webhook('payment_intent.succeeded', intent, 'evt_fixed_receipt');
    await t.app.get(OutboxRelay).drain();
    await t.app.get(MailDispatchScheduler).drain();

    const [receipt] = await smtp.waitFor(email);
    // Whatever else the five deliveries queued, delivered now: a second receipt would be at the stand-in.
    await t.app.get(OutboxRelay).drain();
    await t.app.get(MailDispatchScheduler).drain();
    expect(smtp.to(email)).toHaveLength(1);
    expect(receipt.subject).toBe('Your receipt: $50.00 to Bread for Joppa');
    expect(receipt.text).toContain(started.body.paymentIntentId);
    expect(receipt.text).toMatch(/Gift:\s+\$45\.00/);
    expect(receipt.text).toMatch(/Tip to Faith Collective:\s+\$5\.00/);
  });
});
