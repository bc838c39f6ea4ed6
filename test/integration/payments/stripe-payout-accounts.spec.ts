import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import request from 'supertest';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { StripeStandIn } from '../../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { StuckPayoutsSweeper } from '../../../src/modules/payments/adapters/scheduling/stuck-payouts.sweeper.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';

const WEBHOOK_SECRET = 'whsec_test_connect';

/**
 * Payout accounts against Stripe Connect (the real SDK and a local stand-in): an Express account and its
 * hosted onboarding link, then account.updated webhooks — duplicated, out of order, and one that arrives
 * before anything changed — leave the account in the state Stripe has now.
 */
describe('Stripe Connect: payout accounts', () => {
  const stripeApi = new StripeStandIn();
  const signer = new Stripe('sk_test_signer');
  let t: TestApp;
  let organiser: { agent: Agent; user: { id: string } };
  let n = 0;
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    await stripeApi.start();
    t = await startTestApp({
      config: { outboxPollMs: 0, paymentSweepMs: 0 },
      env: {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripeApi.url,
      },
    });
    organiser = await signUp(t, { email: `lydia_${Date.now()}@example.org` });
  });
  afterAll(async () => {
    await t?.close();
    await stripeApi.stop();
  });

  function webhook(type: string, object: unknown, id = `evt_connect_${++n}`) {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object }, created: Math.floor(Date.now() / 1000) });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return visitor().post('/api/payments/stripe/webhook').set('Stripe-Signature', header).set('Content-Type', 'application/json').send(payload);
  }

  it('connecting creates one Express account and answers Stripe\'s onboarding link; the account is pending until Stripe enables payouts', async () => {
    expect((await organiser.agent.get('/api/user/payout-account').expect(200)).body).toEqual({ status: 'not_connected', payoutsEnabled: false });
    const [first, second] = await Promise.all([organiser.agent.post('/api/user/payout-account').expect(200), organiser.agent.post('/api/user/payout-account').expect(200)]);
    expect(first.body.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
    expect(second.body.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
    expect(stripeApi.accounts.size).toBe(1);
    const [account] = stripeApi.accounts.values();
    expect(account).toMatchObject({ type: 'express', email: expect.stringMatching(/^lydia_/), metadata: { memberId: organiser.user.id } });
    expect((await organiser.agent.get('/api/user/payout-account').expect(200)).body).toEqual({ status: 'pending', accountId: account.id, payoutsEnabled: false });
    // The sandbox's onboarding does not exist with Stripe.
    await organiser.agent.post(`/api/payments/sandbox/payout-accounts/${account.id}/complete`).expect(404);
  });

  it('account.updated webhooks, duplicated and out of order, leave the state Stripe has now', async () => {
    const [account] = stripeApi.accounts.values();
    const stale = { ...account, payouts_enabled: false };
    stripeApi.completeOnboarding(account.id);
    const fresh = stripeApi.accounts.get(account.id)!;
    await webhook('account.updated', fresh, 'evt_connect_done').expect(200);
    await webhook('account.updated', fresh, 'evt_connect_done').expect(200); // the same event again
    await webhook('account.updated', stale).expect(200); // an older event arriving late
    expect((await organiser.agent.get('/api/user/payout-account').expect(200)).body).toEqual({ status: 'active', accountId: account.id, payoutsEnabled: true });

    stripeApi.restrict(account.id);
    await webhook('account.updated', stripeApi.accounts.get(account.id)).expect(200);
    expect((await organiser.agent.get('/api/user/payout-account').expect(200)).body).toMatchObject({ status: 'restricted', payoutsEnabled: false });

    // An account that is not one of ours is acknowledged and ignored.
    await webhook('account.updated', { id: 'acct_someone_else', object: 'account' }).expect(200);
  });

  it('a payout is a transfer to the connected account (once per payout); a refused transfer fails the payout and gives the money back', async () => {
    const admin = await signInAsAdmin(t);
    const campaign = await liveCampaign(organiser.agent, admin);
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount: 80, guestInfo: { firstName: 'Chloe', lastName: 'Corinth', email: 'chloe@example.org' } })
      .expect(200);
    stripeApi.succeed(intent.body.paymentIntentId);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);

    // Restricted (from the test above): the provider refuses the transfer.
    const [account] = stripeApi.accounts.values();
    const restricted = await organiser.agent.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 30 });
    expect(restricted.status).toBe(409); // the platform knows the account is restricted: no transfer is tried
    expect(stripeApi.transfers.size).toBe(0);

    // Active again in Stripe, but the platform has not heard yet: the transfer is tried and refused, then fails.
    stripeApi.completeOnboarding(account.id);
    await webhook('account.updated', stripeApi.accounts.get(account.id)).expect(200);
    stripeApi.restrict(account.id);
    const refused = await organiser.agent.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 30 }).expect(201);
    expect(refused.body).toMatchObject({ amount: '30.00', status: 'failed' });
    expect((await organiser.agent.get(`/api/campaigns/${campaign.id}/funds`).expect(200)).body).toMatchObject({ available: '80.00', paidOut: '0.00' });

    stripeApi.completeOnboarding(account.id);
    const paid = await organiser.agent.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 30 }).expect(201);
    expect(paid.body).toMatchObject({ amount: '30.00', status: 'paid' });
    const transfers = [...stripeApi.transfers.values()];
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: 3000, currency: 'usd', destination: account.id, metadata: { payoutId: paid.body.id, campaignId: campaign.id } });
    expect((await organiser.agent.get(`/api/campaigns/${campaign.id}/funds`).expect(200)).body).toMatchObject({ available: '50.00', paidOut: '30.00' });
    const books = (await admin.get('/api/admin/ledger/reconciliation').expect(200)).body;
    expect(books).toMatchObject({ balanced: true, unbalancedTransactions: [] });
  });

  it('a transfer Stripe made but answered with a 500 leaves the payout pending; the sweep finds that transfer and pays, never a second one', async () => {
    const admin = await signInAsAdmin(t);
    const campaign = await liveCampaign(organiser.agent, admin);
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount: 45, guestInfo: { firstName: 'Chloe', lastName: 'Corinth', email: 'chloe@example.org' } })
      .expect(200);
    stripeApi.succeed(intent.body.paymentIntentId);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    const before = stripeApi.transfers.size;

    stripeApi.failTransfersAfterMaking(1);
    const unknown = await organiser.agent.post(`/api/campaigns/${campaign.id}/payouts`).send({}).expect(201);
    expect(unknown.body).toMatchObject({ amount: '45.00', status: 'pending' }); // not failed: the money may have left
    expect(stripeApi.transfers.size).toBe(before + 1);
    expect((await organiser.agent.get(`/api/campaigns/${campaign.id}/funds`).expect(200)).body).toMatchObject({ available: '0.00', pending: '45.00' });

    await t.app.get(EntityManager).fork().execute(`UPDATE payout SET created_at = now() - interval '10 minutes' WHERE id = ?`, [unknown.body.id]);
    await t.app.get(StuckPayoutsSweeper).runOnce(60_000);
    const [settled] = (await organiser.agent.get(`/api/campaigns/${campaign.id}/payouts`).expect(200)).body;
    expect(settled).toMatchObject({ id: unknown.body.id, status: 'paid' });
    expect(stripeApi.transfers.size).toBe(before + 1); // the one transfer Stripe made, found: none made twice
    expect((await organiser.agent.get(`/api/campaigns/${campaign.id}/funds`).expect(200)).body).toMatchObject({ available: '0.00', pending: '0.00', paidOut: '45.00' });
    expect((await admin.get('/api/admin/ledger/reconciliation').expect(200)).body.balanced).toBe(true);
  });

  it('a provider slower than the sweep period, two instances sweeping every second: one transfer, one idempotency key, the organizer told once', async () => {
    const admin = await signInAsAdmin(t);
    const campaign = await liveCampaign(organiser.agent, admin);
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount: 60, guestInfo: { firstName: 'Chloe', lastName: 'Corinth', email: 'chloe@example.org' } })
      .expect(200);
    stripeApi.succeed(intent.body.paymentIntentId);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);

    // Two more instances on the same database, each sweeping stuck payouts every second (the shortest period).
    const env = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripeApi.url };
    const instances = await Promise.all([1, 2].map(() => startTestApp({ sharedDatabaseOf: t, env, config: { outboxPollMs: 50, paymentSweepMs: 1000 } })));
    try {
      stripeApi.slowTransfers(3_500);
      const requestsBefore = stripeApi.transferRequests.length;
      // The organizer asks through the instance that does not sweep; the answer comes after three and a half sweep periods.
      const paid = await organiser.agent.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: '25.50' }).expect(201);
      expect(paid.body).toMatchObject({ amount: '25.50', status: 'paid' });
      // Let both instances sweep a few more times after the answer.
      await new Promise((resolve) => setTimeout(resolve, 2_500));

      const calls = stripeApi.transferRequests.slice(requestsBefore).filter((r) => r.payoutId === paid.body.id);
      expect(calls).toEqual([{ idempotencyKey: `payout-${paid.body.id}`, payoutId: paid.body.id }]);
      expect([...stripeApi.transfers.values()].filter((tr) => (tr.metadata as Record<string, string>).payoutId === paid.body.id)).toHaveLength(1);

      for (const instance of [t, ...instances]) await instance.app.get(OutboxRelay).drain();
      const told = await t.app.get(EntityManager).fork().execute<{ n: string }[]>(
        `SELECT count(*) AS n FROM outgoing_message WHERE template = 'payout-paid' AND dedupe_key = ?`,
        [`payout-paid:${paid.body.id}`],
      );
      expect(Number(told[0].n)).toBe(1);
      expect((await organiser.agent.get(`/api/campaigns/${campaign.id}/funds`).expect(200)).body).toMatchObject({ available: '34.50', paidOut: '25.50', pending: '0.00' });
    } finally {
      stripeApi.slowTransfers(0);
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it('a payout whose requester died mid-call is swept by one instance only, with the same key: Stripe returns the transfer it made', async () => {
    const admin = await signInAsAdmin(t);
    const campaign = await liveCampaign(organiser.agent, admin);
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount: 40, guestInfo: { firstName: 'Chloe', lastName: 'Corinth', email: 'chloe@example.org' } })
      .expect(200);
    stripeApi.succeed(intent.body.paymentIntentId);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    const env = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripeApi.url };
    const other = await startTestApp({ sharedDatabaseOf: t, env, config: { outboxPollMs: 0, paymentSweepMs: 0 } });
    try {
      // Stripe made the transfer, but its answer never reached the requester, whose process then died holding the claim.
      stripeApi.failTransfersAfterMaking(1);
      const pending = (await organiser.agent.post(`/api/campaigns/${campaign.id}/payouts`).send({}).expect(201)).body;
      expect(pending).toMatchObject({ status: 'pending', amount: '40.00' });
      const em = t.app.get(EntityManager).fork();
      await em.execute(`UPDATE payout SET created_at = now() - interval '10 minutes', transfer_claimed_until = now() + interval '1 minute' WHERE id = ?`, [pending.id]);
      // While the claim holds, neither instance touches it.
      expect(await t.app.get(StuckPayoutsSweeper).runOnce(60_000)).toBe(0);
      // The claim lapses: both instances sweep at once (by hand, beside the job queue that would run one): the
      // payout's transfer claim lets one call.
      await em.execute(`UPDATE payout SET transfer_claimed_until = now() - interval '1 second' WHERE id = ?`, [pending.id]);
      const results = await Promise.all([t.app.get(StuckPayoutsSweeper).runOnce(60_000), other.app.get(StuckPayoutsSweeper).runOnce(60_000)]);
      expect(results.filter((n) => n === 1)).toHaveLength(1);
      const [settled] = (await organiser.agent.get(`/api/campaigns/${campaign.id}/payouts`).expect(200)).body;
      expect(settled).toMatchObject({ id: pending.id, status: 'paid' });
      expect([...stripeApi.transfers.values()].filter((tr) => (tr.metadata as Record<string, string>).payoutId === pending.id)).toHaveLength(1);
      expect(new Set(stripeApi.transferRequests.filter((r) => r.payoutId === pending.id).map((r) => r.idempotencyKey))).toEqual(new Set([`payout-${pending.id}`]));
    } finally {
      await other.close();
    }
  });

  it('a payout amount is read by the dollars rule: null, text and fractions of a cent are 400 before anything is locked or sent', async () => {
    const [campaign] = (await organiser.agent.get('/api/user/campaigns').expect(200)).body as { id: string }[];
    const before = stripeApi.transferRequests.length;
    for (const amount of [null, 'ten', '12.345', -5, 0, '$5', true, {}]) {
      const refused = await organiser.agent.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount });
      expect({ amount, status: refused.status }).toEqual({ amount, status: 400 });
    }
    expect(stripeApi.transferRequests.length).toBe(before);
  });
  it('the reconciliation reads Stripe\'s payments, refunds and transfers of the period, every page: a charge three days old and a paid payout\'s missing transfer are named', async () => {
    const admin = await signInAsAdmin(t);
    await t.app.get(OutboxRelay).drain();
    const recon = async () => (await admin.get('/api/admin/ledger/reconciliation').expect(200)).body as { balanced: boolean; discrepancies: { code: string; object: Record<string, string | null> }[] };
    expect((await recon()).discrepancies).toEqual([]);

    // 250 payments that never succeeded: three pages of payment intents, read to the end with starting_after.
    const created = Math.floor(Date.now() / 1000);
    for (let i = 0; i < 250; i++) {
      const id = `pi_abandoned_${String(i).padStart(3, '0')}`;
      stripeApi.intents.set(id, { id, object: 'payment_intent', amount: 1000, currency: 'usd', status: 'canceled', client_secret: `${id}_secret`, metadata: {}, last_payment_error: null, created });
    }
    const old = 'pi_three_days_old';
    stripeApi.intents.set(old, { id: old, object: 'payment_intent', amount: 4200, currency: 'usd', status: 'succeeded', client_secret: `${old}_secret`, metadata: { kind: 'donation' }, last_payment_error: null, created: created - 3 * 86_400 });
    const [paid] = await t.app.get(EntityManager).fork().execute<{ id: string; provider_transfer_id: string }[]>(`SELECT id, provider_transfer_id FROM payout WHERE status = 'paid' LIMIT 1`);
    const transfer = stripeApi.transfers.get(paid.provider_transfer_id)!;
    stripeApi.transfers.delete(paid.provider_transfer_id);
    const asked = stripeApi.listRequests.length;
    const tampered = await recon();
    stripeApi.transfers.set(paid.provider_transfer_id, transfer);
    for (let i = 0; i < 250; i++) stripeApi.intents.delete(`pi_abandoned_${String(i).padStart(3, '0')}`);
    stripeApi.intents.delete(old);

    expect(tampered.balanced).toBe(false);
    expect(tampered.discrepancies.map((d) => [d.code, d.object.id])).toEqual([
      ['charge_unrecorded', old],
      ['transfer_missing_at_provider', paid.id],
    ]);
    const pages = stripeApi.listRequests.slice(asked).filter((r) => r.path === '/v1/payment_intents');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.filter((r) => r.startingAfter !== null).length).toBeGreaterThanOrEqual(2);
    expect(stripeApi.listRequests.slice(asked).map((r) => r.path)).toEqual(expect.arrayContaining(['/v1/invoices', '/v1/refunds', '/v1/transfers']));
    expect((await recon()).discrepancies).toEqual([]);
  });
});
