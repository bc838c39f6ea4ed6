import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp } from '../../support/http.js';
import { StripeStandIn } from '../../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const BASIC = '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b01';
const EXECUTIVE = '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b03';

/** Issue 12: one live-or-pending subscription per member, against Stripe's API (the real SDK, a local stand-in). */
describe('Stripe: one membership subscription per member', () => {
  const stripeApi = new StripeStandIn();
  let t: TestApp;

  beforeAll(async () => {
    await stripeApi.start();
    t = await startTestApp({
      config: { outboxPollMs: 0, paymentSweepMs: 0 },
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_BASE: stripeApi.url },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripeApi.stop();
  });

  it('five parallel starts create one subscription at Stripe; another tier cancels the unpaid one there and replaces it', async () => {
    const { agent } = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => agent.post('/api/create-subscription').send({ tierID: BASIC })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.clientSecret)).size).toBe(1);
    expect(stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions')).toHaveLength(1);
    const [basic] = [...stripeApi.subscriptions.values()];

    const executive = await agent.post('/api/create-subscription').send({ tierID: EXECUTIVE }).expect(200);
    expect(executive.body.clientSecret).not.toBe(answers[0].body.clientSecret);
    expect(stripeApi.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${String(basic.id)}`)).toBe(true);
    expect(basic.status).toBe('canceled');
    const open = [...stripeApi.subscriptions.values()].filter((s) => s.status !== 'canceled');
    expect(open).toHaveLength(1);
  });
});
