import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
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
  });
});
