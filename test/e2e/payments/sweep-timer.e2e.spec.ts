import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { SandboxPaymentGateway } from '../../../src/modules/payments/adapters/sandbox/sandbox-payment-gateway.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const guest = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' };
const SWEEP_MS = 1000;

/** Issue 12: the sweep runs by itself, every PAYMENT_SWEEP_MS from the start of the app. */
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


describe('sweep of unrecorded payments: the timer', () => {
  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 50, paymentSweepMs: SWEEP_MS } });
    campaign = await liveCampaign((await signUp(t)).agent, await signInAsAdmin(t));
  });
  afterAll(() => t?.close());

  it('started with the app, it records a charged gift within two periods without anyone calling', async () => {
    const gift = await chargedButNotRecorded(10);
    const deadline = Date.now() + 2 * SWEEP_MS + 500;
    while ((await recorded(gift.paymentIntentId))[0] !== 'completed' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await recorded(gift.paymentIntentId)).toEqual(['completed']);
    expect((await campaignNow()).currentAmount).toBe('10.00');
  });
});
