import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const CARD = '4242424242424242';
const PROFESSIONAL = '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b02';

interface Discrepancy {
  code: string;
  object: Record<string, string | null>;
  unit: 'usd' | 'count';
  expected: string;
  found: string;
  message: string;
}

/**
 * Issue 33: the reconciliation sets every money movement of a period against the provider (the sandbox's own record,
 * here) and every figure the product shows against the ledger. An untouched platform after a mixed load is balanced;
 * each of nine tamperings with the database is named by its code.
 */
describe('the reconciliation (sandbox)', () => {
  let t: TestApp;
  let owner: Agent;
  let admin: Agent;
  let campaign: { id: string; title: string };
  let small: { id: string; title: string };
  let n = 0;
  const visitor = () => request(t.app.getHttpServer());
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(EntityManager).fork().execute<T[]>(query, params);
  const state = { giftId: '', giftIntent: '', subscriptionId: '', payoutId: '', transferId: '' };

  beforeAll(async () => {
    t = await startTestApp({ config: { paymentSweepMs: 0 } });
    owner = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
    small = await liveCampaign(owner, admin);
  });
  afterAll(() => t?.close());

  async function give(campaignId: string, amount: number, tip = 0): Promise<{ id: string; paymentIntentId: string }> {
    const intent = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId, amount: amount + tip, tip, guestInfo: { firstName: 'Priscilla', lastName: 'Aquila', email: `giver${++n}@example.org` } });
    expect(intent.status).toBe(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, cardNumber: CARD }).expect(200);
    const done = await visitor().post('/api/donations/complete').send({ paymentIntentId: intent.body.paymentIntentId, campaignId }).expect(200);
    return { id: done.body.id as string, paymentIntentId: intent.body.paymentIntentId as string };
  }

  async function reconciliation(query = ''): Promise<{ balanced: boolean; discrepancies: Discrepancy[]; period: { from: string; to: string } } & Record<string, unknown>> {
    await t.app.get(OutboxRelay).drain();
    return (await admin.get(`/api/admin/ledger/reconciliation${query}`).expect(200)).body;
  }
  const codes = (r: { discrepancies: Discrepancy[] }) => [...new Set(r.discrepancies.map((d) => d.code))].sort();

  it('after gifts, a monthly gift and its renewal, a membership, a refund and a payout, an untouched platform is balanced with no discrepancy', async () => {
    const first = await give(campaign.id, 100, 10);
    state.giftId = first.id;
    state.giftIntent = first.paymentIntentId;
    await give(campaign.id, 50);
    const refunded = await give(campaign.id, 25, 2.5);
    await give(small.id, 40);

    // A guest's monthly gift: the first month, then a renewal (the sandbox's simulated next month).
    const monthly = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, recurring: 'monthly', amount: 20, guestInfo: { firstName: 'Lois', lastName: 'Timothy', email: 'lois.monthly@example.org' } })
      .expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: monthly.body.clientSecret, cardNumber: CARD }).expect(200);
    await visitor().post('/api/donations/complete').send({ paymentIntentId: monthly.body.paymentIntentId, campaignId: campaign.id }).expect(200);
    state.subscriptionId = monthly.body.subscriptionId;
    await admin.post(`/api/payments/sandbox/subscriptions/${state.subscriptionId}/renew`).expect(200);

    // A business-network paid tier, paid through the sandbox.
    const member = (await signUp(t)).agent;
    await member
      .post('/api/business-profiles')
      .send({ companyName: 'Grace Web Studio', industry: 'Technology', description: 'Websites for churches.', location: 'Nashville, TN, USA', services: ['Web design'] })
      .expect(201);
    const subscription = await member.post('/api/create-subscription').send({ tierID: PROFESSIONAL }).expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: subscription.body.clientSecret, cardNumber: CARD }).expect(200);
    expect((await sql(`SELECT 1 FROM membership_payment`)).length).toBe(1);

    await admin.post(`/api/donations/${refunded.id}/refund`).expect(200);

    const { url } = (await owner.post('/api/user/payout-account').expect(200)).body as { url: string };
    await owner.post(`/api/payments/sandbox/payout-accounts/${url.split('/').pop()}/complete`).expect(200);
    const payout = await owner.post(`/api/campaigns/${campaign.id}/payouts`).send({ amount: 60 }).expect(201);
    expect(payout.body.status).toBe('paid');
    state.payoutId = payout.body.id;
    const [row] = await sql<{ provider_transfer_id: string }>(`SELECT provider_transfer_id FROM payout WHERE id = ?`, [state.payoutId]);
    state.transferId = row.provider_transfer_id;
    // The sandbox keeps a record of the transfer it made, as Stripe does.
    expect(await sql(`SELECT amount_cents::int AS amount, metadata->>'payoutId' AS payout FROM sandbox_transfer WHERE id = ?`, [state.transferId])).toEqual([
      { amount: 6000, payout: state.payoutId },
    ]);

    const r = await reconciliation();
    expect(r.discrepancies).toEqual([]);
    expect(r).toMatchObject({ balanced: true, unbalancedTransactions: [], giftsNotInLedger: 0 });
    expect(Date.parse(r.period.to) - Date.parse(r.period.from)).toBe(30 * 86_400_000);
    expect((r.provider as { matches: boolean; providerPayments: number }).providerPayments).toBe(4);
  }, 60_000);

  it('the period: days or from/to, refused with a clear 400 otherwise', async () => {
    const period = (await reconciliation('?from=2026-11-01&to=2026-11-30')).period;
    expect(period).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' });
    const week = (await reconciliation('?days=7')).period;
    expect(Date.parse(week.to) - Date.parse(week.from)).toBe(7 * 86_400_000);
    const refused = async (query: string) => {
      const res = await admin.get(`/api/admin/ledger/reconciliation${query}`);
      expect(res.status).toBe(400);
      return res.body.message as string;
    };
    expect(await refused('?days=0')).toMatch('days must be a whole number from 1 to 366.');
    expect(await refused('?days=abc')).toMatch('days must be a whole number from 1 to 366.');
    expect(await refused('?days=400')).toMatch('days must be a whole number from 1 to 366.');
    expect(await refused('?days=5&from=2026-11-01')).toBe('Give either days or from and to, not both.');
    expect(await refused('?from=yesterday')).toMatch('from must be a date, such as 2026-11-01');
    expect(await refused('?to=2026-11-30')).toBe('Give from with to: the first day of the period.');
    expect(await refused('?from=2026-11-30&to=2026-11-01')).toBe('from must be before to.');
    expect(await refused('?from=2024-01-01&to=2026-11-01')).toBe('The period can be at most 366 days.');
    await owner.get('/api/admin/ledger/reconciliation').expect(403);
    await visitor().get('/api/admin/ledger/reconciliation').expect(401);
  });

  /** Tampers, checks that the view names `code` (and returns it), restores, and checks the books are balanced again. */
  async function tampered(code: string, tamper: () => Promise<unknown>, restore: () => Promise<unknown>): Promise<Discrepancy> {
    await tamper();
    const r = await reconciliation();
    await restore();
    expect(r.balanced).toBe(false);
    expect(codes(r)).toContain(code);
    const found = r.discrepancies.find((d) => d.code === code)!;
    expect(found.message.length).toBeGreaterThan(20);
    const again = await reconciliation();
    expect(again.discrepancies).toEqual([]);
    return found;
  }

  it('1. a payout row at 3x its ledger amount: payout_amount_mismatch (and the funds panel that shows it)', async () => {
    const r = await tampered(
      'payout_amount_mismatch',
      () => sql(`UPDATE payout SET amount_cents = amount_cents * 3 WHERE id = ?`, [state.payoutId]),
      () => sql(`UPDATE payout SET amount_cents = amount_cents / 3 WHERE id = ?`, [state.payoutId]),
    );
    expect(r).toMatchObject({ object: { type: 'payout', id: state.payoutId, campaignId: campaign.id }, expected: '60.00', found: '180.00' });
  });

  it('2. a paid payout whose transfer the provider does not have: transfer_missing_at_provider', async () => {
    const [kept] = await sql<Record<string, unknown>>(`SELECT * FROM sandbox_transfer WHERE id = ?`, [state.transferId]);
    const d = await tampered(
      'transfer_missing_at_provider',
      () => sql(`DELETE FROM sandbox_transfer WHERE id = ?`, [state.transferId]),
      () =>
        sql(`INSERT INTO sandbox_transfer (id, idempotency_key, amount_cents, destination, metadata, created_at) VALUES (?, ?, ?, ?, ?::jsonb, ?)`, [
          kept.id,
          kept.idempotency_key,
          kept.amount_cents,
          kept.destination,
          JSON.stringify(kept.metadata),
          kept.created_at,
        ]),
    );
    expect(d).toMatchObject({ object: { payoutId: state.payoutId, transferId: state.transferId }, expected: '60.00', found: '0.00' });
  });

  const chargeAtProvider = (id: string, metadata: Record<string, string>, ageHours: number) =>
    sql(
      `INSERT INTO sandbox_payment_intent (id, client_secret, amount_cents, currency, status, metadata, idempotency_key, description, created_at)
       VALUES (?, ?, 7500, 'usd', 'succeeded', ?::jsonb, ?, 'tampered', now() - make_interval(hours => ?))`,
      [id, `${id}_secret_x`, JSON.stringify(metadata), `tamper-${id}`, ageHours],
    );
  const removeCharge = (id: string) => sql(`DELETE FROM sandbox_payment_intent WHERE id = ?`, [id]);

  it('3. a provider charge older than 24 h with no ledger record: charge_unrecorded', async () => {
    const d = await tampered(
      'charge_unrecorded',
      () => chargeAtProvider('pi_sbx_three_days_old', { kind: 'donation', campaignId: campaign.id }, 72),
      () => removeCharge('pi_sbx_three_days_old'),
    );
    expect(d).toMatchObject({ object: { paymentIntentId: 'pi_sbx_three_days_old' }, expected: '0.00', found: '75.00' });
  });

  it('4. a month of a monthly gift charged at the provider but missing from the ledger: subscription_charge_unrecorded', async () => {
    const d = await tampered(
      'subscription_charge_unrecorded',
      () => chargeAtProvider('pi_sbx_lost_month', { kind: 'subscription', subscriptionId: state.subscriptionId }, 2),
      () => removeCharge('pi_sbx_lost_month'),
    );
    expect(d).toMatchObject({ object: { paymentIntentId: 'pi_sbx_lost_month', subscriptionId: state.subscriptionId }, found: '75.00' });
    expect(d.message).toMatch(/monthly gift/);
  });

  it('5. dashboard totals $1,000 off: dashboard_totals_mismatch', async () => {
    const d = await tampered(
      'dashboard_totals_mismatch',
      () => sql(`UPDATE donation_totals_shard SET gift_cents = gift_cents + 100000 WHERE shard = 0`),
      () => sql(`UPDATE donation_totals_shard SET gift_cents = gift_cents - 100000 WHERE shard = 0`),
    );
    expect(Number(d.found) - Number(d.expected)).toBe(1000);
  });

  it('6. a public campaign total of $1,040 where the ledger says $40: campaign_total_mismatch (and the public statistics)', async () => {
    let shown: Discrepancy[] = [];
    const d = await tampered(
      'campaign_total_mismatch',
      async () => {
        await sql(`UPDATE campaign SET current_amount_cents = 104000 WHERE id = ?`, [small.id]);
        expect((await visitor().get(`/api/campaigns/${small.id}`).expect(200)).body.currentAmount).toBe('1040.00');
        shown = (await reconciliation()).discrepancies;
      },
      () => sql(`UPDATE campaign SET current_amount_cents = 4000 WHERE id = ?`, [small.id]),
    );
    expect(d).toMatchObject({ object: { type: 'campaign', id: small.id }, expected: '40.00', found: '1040.00' });
    expect(d.message).toContain(small.title);
    // The public statistics add up every campaign's total: they show the $1,000 too.
    const statistics = shown.find((x) => x.code === 'public_statistics_mismatch')!;
    expect(Number(statistics.found) - Number(statistics.expected)).toBe(1000);
  });

  it('7. a gift missing from the ledger: gift_missing_from_ledger', async () => {
    const lines = await sql<Record<string, unknown>>(`SELECT transaction_id, kind, account, campaign_id, donation_id, amount_cents, created_at FROM ledger_entry WHERE donation_id = ?`, [state.giftId]);
    expect(lines.length).toBeGreaterThan(0);
    const d = await tampered(
      'gift_missing_from_ledger',
      () => sql(`DELETE FROM ledger_entry WHERE donation_id = ?`, [state.giftId]),
      async () => {
        for (const l of lines) {
          await sql(`INSERT INTO ledger_entry (transaction_id, kind, account, campaign_id, donation_id, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`, [
            l.transaction_id,
            l.kind,
            l.account,
            l.campaign_id,
            l.donation_id,
            l.amount_cents,
            l.created_at,
          ]);
        }
      },
    );
    expect(d).toMatchObject({ object: { donationId: state.giftId }, expected: '110.00', found: '0.00' });
  });

  it('8. a recorded gift whose provider payment was cancelled: payment_not_succeeded_at_provider', async () => {
    const d = await tampered(
      'payment_not_succeeded_at_provider',
      () => sql(`UPDATE sandbox_payment_intent SET status = 'canceled' WHERE id = ?`, [state.giftIntent]),
      () => sql(`UPDATE sandbox_payment_intent SET status = 'succeeded' WHERE id = ?`, [state.giftIntent]),
    );
    expect(d).toMatchObject({ object: { donationId: state.giftId, paymentIntentId: state.giftIntent }, expected: '110.00', found: '0.00' });
  });

  it('9. a provider charge within 24 h with no ledger record: charge_unrecorded', async () => {
    await tampered(
      'charge_unrecorded',
      () => chargeAtProvider('pi_sbx_just_now', { kind: 'donation', campaignId: campaign.id }, 0),
      () => removeCharge('pi_sbx_just_now'),
    );
  });

  it('and a refund in the ledger the provider never made: refund_missing_at_provider', async () => {
    const [kept] = await sql<Record<string, unknown>>(`SELECT * FROM sandbox_refund`);
    await tampered(
      'refund_missing_at_provider',
      () => sql(`DELETE FROM sandbox_refund WHERE id = ?`, [kept.id]),
      () =>
        sql(`INSERT INTO sandbox_refund (id, idempotency_key, payment_intent_id, amount_cents, status, created_at) VALUES (?, ?, ?, ?, ?, ?)`, [
          kept.id,
          kept.idempotency_key,
          kept.payment_intent_id,
          kept.amount_cents,
          kept.status,
          kept.created_at,
        ]),
    );
  });
});
