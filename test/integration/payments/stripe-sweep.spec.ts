import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { UnrecordedPaymentsSweeper } from '../../../src/modules/payments/adapters/scheduling/unrecorded-payments.sweeper.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { PayoutAccounts } from '../../../src/modules/payments/application/payout-accounts.service.js';
import { fundsOf, verifiedOrganization } from '../../support/organizations.js';
import { StripeStandIn } from '../../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Dorcas', lastName: 'Tabitha', email: 'dorcas@example.org' };

/**
 * Issue 12: a payment that succeeded at Stripe but was never recorded (the webhook never came, the
 * donor never called /complete) is found by the sweep through the SDK's list of PaymentIntents.
 */
describe('Stripe: the sweep of unrecorded payments', () => {
  const stripeApi = new StripeStandIn();
  let t: TestApp;
  let campaign: { id: string };
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    await stripeApi.start();
    t = await startTestApp({
      config: { outboxPollMs: 0, paymentSweepMs: 0 },
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_BASE: stripeApi.url },
    });
    campaign = await liveCampaign((await signUp(t)).agent, await signInAsAdmin(t), { goal: 100000 });
  });
  afterAll(async () => {
    await t?.close();
    await stripeApi.stop();
  });

  async function campaignNow() {
    await t.app.get(OutboxRelay).drain();
    return (await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body as { currentAmount: string; donorCount: number };
  }

  it('a succeeded intent never notified is recorded by the sweep, once however often it runs', async () => {
    const before = await campaignNow();
    const started = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 30, guestInfo: guest }).expect(200);
    const pending = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 12, guestInfo: guest }).expect(200);
    stripeApi.succeed(started.body.paymentIntentId); // charged; no webhook, no completion call
    expect((await campaignNow()).currentAmount).toBe(before.currentAmount);

    const sweeper = t.app.get(UnrecordedPaymentsSweeper);
    expect(await sweeper.runOnce()).toEqual({ found: 1, recorded: 1 });
    expect(await sweeper.runOnce()).toEqual({ found: 0, recorded: 0 });
    expect(stripeApi.requests.some((r) => r.method === 'GET' && r.path === '/v1/payment_intents')).toBe(true);

    const after = await campaignNow();
    expect(Number(after.currentAmount) - Number(before.currentAmount)).toBe(30);
    expect(after.donorCount - before.donorCount).toBe(1);
    // The unpaid one is left alone.
    await visitor().post('/api/donations/complete').send({ paymentIntentId: pending.body.paymentIntentId, campaignId: campaign.id }).expect(409);
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: started.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    expect(done.body.amount).toBe('30.00');
    expect((await campaignNow()).currentAmount).toBe(after.currentAmount);
  });

  it('a gift to an organization charged while the process died before recording it is recorded by the sweep, each fund its part', async () => {
    const admin = await signInAsAdmin(t);
    const org = await verifiedOrganization(t, admin);
    const funds = await fundsOf(org.owner.agent, org.id, ['Missions', 'Building']);
    await org.owner.agent.post(`/api/organizations/${org.id}/payout-account`).expect(200);
    const account = [...stripeApi.accounts.values()].find((a) => a.metadata.organizationId === org.id)!;
    stripeApi.completeOnboarding(account.id);
    // The account.updated webhook is how the platform hears of it; here the sweep's app reads it afresh on sync.
    await t.inContext(() => t.app.get(PayoutAccounts).sync(account.id));
    const started = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ organizationId: org.id, allocations: [{ fundId: funds.Missions, amount: 7.25 }, { fundId: funds.Building, amount: 3 }], tip: 1, guestInfo: guest })
      .expect(200);
    stripeApi.succeed(started.body.paymentIntentId); // charged at Stripe; no webhook, no completion call

    expect(await t.app.get(UnrecordedPaymentsSweeper).runOnce()).toEqual({ found: 1, recorded: 1 });
    const lines = await t.app
      .get(EntityManager)
      .fork()
      .execute<{ fund_id: string; amount_cents: string }[]>(`SELECT fund_id, amount_cents FROM ledger_entry WHERE donation_id = ? AND account = 'fund_funds' AND kind = 'gift' ORDER BY amount_cents`, [started.body.donationId]);
    expect(lines.map((l) => [l.fund_id, Number(l.amount_cents)])).toEqual([
      [funds.Missions, -725],
      [funds.Building, -300],
    ]);
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: started.body.paymentIntentId, organizationId: org.id }).expect(200);
    expect(done.body.allocations.map((p: { amount: string }) => p.amount)).toEqual(['7.25', '3.00']);
  });
});
