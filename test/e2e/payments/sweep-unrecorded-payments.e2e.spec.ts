import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { SandboxPaymentGateway } from '../../../src/modules/payments/adapters/sandbox/sandbox-payment-gateway.js';
import { UnrecordedPaymentsSweeper } from '../../../src/modules/payments/adapters/scheduling/unrecorded-payments.sweeper.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { loadConfig } from '../../../src/shared-kernel/infrastructure/config/app-config.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' };

/**
 * Issue 12: the card was charged but the process stopped before the gift was recorded (no /complete,
 * no webhook: the sandbox has none). The sweep finds it and records it once.
 */
let t: TestApp;
let campaign: { id: string };
const visitor = () => request(t.app.getHttpServer());

/** The card goes through at the provider; nothing of ours runs after (a crash right there). */
async function chargedButNotRecorded(amount: number) {
  const intent = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount, guestInfo: guest }).expect(200);
  const orm = t.app.get(MikroORM);
  await RequestContext.create(orm.em.fork(), () => t.app.get(SandboxPaymentGateway).settle(intent.body.paymentIntentId, null));
  return intent.body as { paymentIntentId: string; donationId: string };
}

async function recorded(paymentIntentId: string) {
  const rows = await t.app.get(MikroORM).em.fork().execute<{ status: string }[]>(`SELECT status FROM donation WHERE payment_intent_id = ?`, [paymentIntentId]);
  return rows.map((r) => r.status);
}

async function campaignNow() {
  await t.app.get(OutboxRelay).drain();
  return (await visitor().get(`/api/campaigns/${campaign.id}`).expect(200)).body as { currentAmount: string; donorCount: number };
}


describe('sweep of unrecorded payments (payment sandbox)', () => {
  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0, paymentSweepMs: 0 } }); // runs by hand here; the timer has its own test
    campaign = await liveCampaign((await signUp(t)).agent, await signInAsAdmin(t));
  });
  afterAll(() => t?.close());

  it('records a charged gift the sweep finds, once, however often it runs; the campaign is credited once', async () => {
    const before = await campaignNow();
    const gift = await chargedButNotRecorded(25);
    expect(await recorded(gift.paymentIntentId)).toEqual(['pending']);

    const sweeper = t.app.get(UnrecordedPaymentsSweeper);
    const [first, second] = await Promise.all([sweeper.runOnce(), sweeper.runOnce()]);
    expect(first).toMatchObject({ found: 1, recorded: 1 });
    expect(second).toBe(first); // one run at a time in an instance
    expect(await sweeper.runOnce()).toMatchObject({ found: 0, recorded: 0 });

    expect(await recorded(gift.paymentIntentId)).toEqual(['completed']);
    const after = await campaignNow();
    expect(Number(after.currentAmount) - Number(before.currentAmount)).toBe(25);
    expect(after.donorCount - before.donorCount).toBe(1);

    // The donor's own completion call afterwards finds it recorded and credits nothing more.
    await visitor().post('/api/donations/complete').send({ paymentIntentId: gift.paymentIntentId, campaignId: campaign.id }).expect(200);
    expect((await campaignNow()).currentAmount).toBe(after.currentAmount);
  });

  it('PAYMENT_SWEEP_MS is validated: 60000 by default, a clear refusal for anything else', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x', DATA_DIR: '/tmp' }, { sessionSecret: 's' }).paymentSweepMs).toBe(60_000);
    expect(loadConfig({ PAYMENT_SWEEP_MS: '5000', DATA_DIR: '/tmp' }, { sessionSecret: 's' }).paymentSweepMs).toBe(5000);
    for (const bad of ['0', '10', 'soon', '1e4', '-5', '90000000']) {
      expect(() => loadConfig({ PAYMENT_SWEEP_MS: bad, DATA_DIR: '/tmp' }, { sessionSecret: 's' })).toThrow(/PAYMENT_SWEEP_MS=.* is not valid: it must be a whole number from 1000 to 86400000/);
    }
  });
});
