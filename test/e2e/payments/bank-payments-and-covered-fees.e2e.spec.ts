import { beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { SandboxPaymentGateway } from '../../../src/modules/payments/adapters/sandbox/sandbox-payment-gateway.js';
import { SandboxBankClock } from '../../../src/modules/payments/adapters/scheduling/sandbox-bank.clock.js';
import { UnrecordedPaymentsSweeper } from '../../../src/modules/payments/adapters/scheduling/unrecorded-payments.sweeper.js';
import { coveredFeeCents, processingFeeCents } from '../../../src/modules/payments/domain/processing-fee.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { sharedTestApp } from '../../support/shared-test-app.js';
import type { TestApp } from '../../support/test-app.js';

const CARD = '4242424242424242';
const ROUTING = '110000000';
const SUCCEEDS = '000123456789';
const CLOSED = '000111111116';
const INSUFFICIENT = '000222222227';

/**
 * Issue 38: bank payments (US ACH debit) are processing for days and credit nothing until they succeed; a donor may
 * cover the processing fee so the cause receives the whole gift. Every path here is the sandbox's, which behaves as
 * Stripe's test mode does (the Stripe side: test/integration/payments/stripe-bank-payments.spec.ts).
 */
describe('bank payments and covered fees (sandbox)', () => {
  let t: TestApp;
  let owner: Agent;
  let admin: Agent;
  let campaign: { id: string; title: string };
  let n = 0;
  const visitor = () => request(t.app.getHttpServer());
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(EntityManager).fork().execute<T[]>(query, params);
  const drain = () => t.app.get(OutboxRelay).drain();

  beforeAll(async () => {
    t = await sharedTestApp();
    owner = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
    campaign = await liveCampaign(owner, admin);
  });

  async function raised(campaignId = campaign.id): Promise<{ currentAmount: string; donorCount: number }> {
    await drain();
    return (await visitor().get(`/api/campaigns/${campaignId}`).expect(200)).body;
  }

  async function start(body: Record<string, unknown>, campaignId = campaign.id) {
    const res = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId, guestInfo: { firstName: 'Lydia', lastName: 'Thyatira', email: `bank${++n}@example.org` }, ...body });
    expect(res.status).toBe(200);
    return res.body as { clientSecret: string; paymentIntentId: string; donationId: string; feeCovered: string; total: string };
  }

  async function payByBank(amount: number, accountNumber: string, campaignId = campaign.id) {
    const started = await start({ amount, paymentMethod: 'us_bank_account' }, campaignId);
    const confirmed = await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: started.clientSecret, bankAccount: { routingNumber: ROUTING, accountNumber } }).expect(200);
    expect(confirmed.body).toMatchObject({ status: 'processing', paymentIntentId: started.paymentIntentId, error: null });
    return started;
  }

  /** The emails queued with this template for this gift (their subject, and what they say as JSON text). */
  const emails = async (template: string, key: string) => {
    await drain();
    return sql<{ recipient: string; subject: string; text_body: string }>(
      `SELECT recipient_email AS recipient, subject, body::text AS text_body FROM outgoing_message WHERE dedupe_key = ?`,
      [`${template}:${key}`],
    );
  };

  async function reconciliation() {
    await drain();
    return (await admin.get('/api/admin/ledger/reconciliation').expect(200)).body as {
      balanced: boolean;
      discrepancies: { code: string; message: string }[];
      inFlight: { bankPayments: number; bankAmount: string };
    };
  }

  it('a guest gives $40 by bank account: processing, nothing credited; settled, the total rises once and one receipt goes out', async () => {
    const before = await raised();
    const gift = await payByBank(40, SUCCEEDS);

    // The donor's screen: processing (the completion call credits nothing, answers 202), the campaign unchanged.
    const state = await visitor().get('/api/donations/state').query({ paymentIntentId: gift.paymentIntentId, campaignId: campaign.id }).expect(200);
    expect(state.body).toMatchObject({ state: 'processing', donation: null });
    const completion = await visitor().post('/api/donations/complete').send({ paymentIntentId: gift.paymentIntentId, campaignId: campaign.id }).expect(202);
    expect(completion.body).toMatchObject({ status: 'processing', id: gift.donationId, amount: '40.00', total: '40.00' });
    expect(await raised()).toEqual(expect.objectContaining({ currentAmount: before.currentAmount, donorCount: before.donorCount }));
    // Nothing moves in the ledger while it is processing; the reconciliation counts it in flight and stays balanced.
    expect(await sql(`SELECT 1 FROM ledger_entry WHERE donation_id = ?`, [gift.donationId])).toHaveLength(0);
    const during = await reconciliation();
    expect(during).toMatchObject({ balanced: true, discrepancies: [] });
    expect(during.inFlight.bankPayments).toBeGreaterThanOrEqual(1);
    expect(await emails('donation-receipt', gift.donationId)).toHaveLength(0);

    // The sandbox's bank settles it (an administrator does it at once here; twice, as a double click would).
    const settled = await Promise.all([1, 2].map(() => admin.post(`/api/payments/sandbox/payments/${gift.paymentIntentId}/settle`)));
    expect(settled.map((s) => [s.status, s.body.status])).toEqual([
      [200, 'succeeded'],
      [200, 'succeeded'],
    ]);
    const after = await raised();
    expect(Number(after.currentAmount)).toBeCloseTo(Number(before.currentAmount) + 40, 2);
    expect(after.donorCount).toBe(before.donorCount + 1);
    const receipt = await visitor().post('/api/donations/complete').send({ paymentIntentId: gift.paymentIntentId, campaignId: campaign.id }).expect(200);
    expect(receipt.body).toMatchObject({ id: gift.donationId, amount: '40.00', total: '40.00', paymentMethod: 'us_bank_account', feeCovered: '0.00' });
    const receipts = await emails('donation-receipt', gift.donationId);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text_body).toContain('Bank account (ACH)');
    // The bank's fee (0.8%, here 32¢) is what the platform pays for it.
    const [fee] = await sql<{ fee: string }>(`SELECT sum(amount_cents) AS fee FROM ledger_entry WHERE donation_id = ? AND kind = 'fee' AND account = 'processing_fees'`, [gift.donationId]);
    expect(Number(fee.fee)).toBe(processingFeeCents(4000, 'us_bank_account'));
    expect(await reconciliation()).toMatchObject({ balanced: true, discrepancies: [] });
  });

  it('a failing account credits nothing and its donor is told why; the other test account fails for too little money', async () => {
    const before = await raised();
    const closed = await payByBank(25, CLOSED);
    const short = await payByBank(30, INSUFFICIENT);
    expect((await admin.post(`/api/payments/sandbox/payments/${closed.paymentIntentId}/settle`).expect(200)).body).toEqual({ status: 'failed' });
    expect((await admin.post(`/api/payments/sandbox/payments/${short.paymentIntentId}/settle`).expect(200)).body).toEqual({ status: 'failed' });
    expect(await raised()).toEqual(expect.objectContaining({ currentAmount: before.currentAmount, donorCount: before.donorCount }));

    const state = await visitor().get('/api/donations/state').query({ paymentIntentId: closed.paymentIntentId, campaignId: campaign.id }).expect(200);
    expect(state.body).toEqual({ state: 'not_paid', donation: null, failureReason: 'The bank account has been closed.' });
    const notice = await emails('bank-payment-failed', closed.donationId);
    expect(notice).toHaveLength(1);
    expect(notice[0].subject).toBe(`Your bank payment of $25.00 to "${campaign.title}" did not go through`);
    expect(notice[0].text_body).toContain('The bank account has been closed.');
    expect(notice[0].text_body).toContain('No money was taken and no gift was recorded.');
    expect((await emails('bank-payment-failed', short.donationId))[0].text_body).toContain('The bank account has insufficient funds.');
    expect(await emails('donation-receipt', closed.donationId)).toHaveLength(0);
    expect(await reconciliation()).toMatchObject({ balanced: true, discrepancies: [] });
  });

  it('the sandbox refuses numbers that are not test numbers, a form of the wrong kind, and settling by anyone but an administrator', async () => {
    const bank = await start({ amount: 10, paymentMethod: 'us_bank_account' });
    const badRouting = await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: bank.clientSecret, bankAccount: { routingNumber: '021000021', accountNumber: SUCCEEDS } });
    expect([badRouting.status, badRouting.body.message]).toEqual([400, 'The routing number is not valid. This is test mode: use 110000000.']);
    const badAccount = await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: bank.clientSecret, bankAccount: { routingNumber: ROUTING, accountNumber: '123' } });
    expect(badAccount.status).toBe(400);
    expect(badAccount.body.message).toMatch(/^The account number is not valid/);
    const cardOnBank = await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: bank.clientSecret, cardNumber: CARD });
    expect([cardOnBank.status, cardOnBank.body.message]).toEqual([400, 'This payment is by bank account: please enter a routing and an account number.']);
    const card = await start({ amount: 10 });
    const bankOnCard = await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: card.clientSecret, bankAccount: { routingNumber: ROUTING, accountNumber: SUCCEEDS } });
    expect([bankOnCard.status, bankOnCard.body.message]).toEqual([400, 'This payment is by card: please enter a card number.']);

    await visitor().post(`/api/payments/sandbox/payments/${bank.paymentIntentId}/settle`).expect(401);
    await owner.post(`/api/payments/sandbox/payments/${bank.paymentIntentId}/settle`).expect(403);
    await admin.post('/api/payments/sandbox/payments/pi_sbx_unknown/settle').expect(404);
    // A card payment is not the bank's to settle.
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: card.clientSecret, cardNumber: CARD }).expect(200);
    expect((await admin.post(`/api/payments/sandbox/payments/${card.paymentIntentId}/settle`)).status).toBe(409);

    const method = await visitor().post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 10, paymentMethod: 'paypal', guestInfo: { firstName: 'A', lastName: 'B', email: 'ab@example.org' } });
    expect([method.status, method.body.message]).toEqual([400, "paymentMethod must be 'card', 'us_bank_account' or 'wallet'"]);
    const monthly = await visitor()
      .post('/api/donations/create-payment-intent')
      .send({ campaignId: campaign.id, amount: 10, recurring: 'monthly', paymentMethod: 'us_bank_account', guestInfo: { firstName: 'A', lastName: 'B', email: 'ab@example.org' } });
    expect(monthly.status).toBe(422);
  });

  it('a donor who covers the fee pays it on top, and the campaign receives the whole $50; by bank the fee is 0.8%, at most $5', async () => {
    expect(coveredFeeCents(5000, 'card')).toBe(180);
    expect(coveredFeeCents(5000, 'us_bank_account')).toBe(40);
    expect(coveredFeeCents(100_000, 'us_bank_account')).toBe(500);

    const before = await raised();
    const gift = await start({ amount: 50, coverFee: true });
    expect(gift).toMatchObject({ feeCovered: '1.80', total: '51.80' });
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: gift.clientSecret, cardNumber: CARD }).expect(200);
    const receipt = await visitor().post('/api/donations/complete').send({ paymentIntentId: gift.paymentIntentId, campaignId: campaign.id }).expect(200);
    expect(receipt.body).toMatchObject({ amount: '50.00', tip: '0.00', feeCovered: '1.80', total: '51.80', paymentMethod: 'card' });
    expect(Number((await raised()).currentAmount)).toBeCloseTo(Number(before.currentAmount) + 50, 2);
    // After the provider's fee on $51.80 (2.9% + 30¢ = $1.80) the whole gift remains: the covered fee pays it.
    const lines = await sql<{ kind: string; account: string; amount: string }>(
      `SELECT kind, account, sum(amount_cents)::text AS amount FROM ledger_entry WHERE donation_id = ? GROUP BY kind, account ORDER BY kind, account`,
      [gift.donationId],
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: 'fee_cover', account: 'processing_fees', amount: '-180' },
        { kind: 'fee_cover', account: 'provider_balance', amount: '180' },
        { kind: 'fee', account: 'processing_fees', amount: String(processingFeeCents(5180)) },
        { kind: 'gift', account: 'campaign_funds', amount: '-5000' },
      ]),
    );
    expect(processingFeeCents(5180)).toBe(180);
    const mail = await emails('donation-receipt', gift.donationId);
    expect(mail[0].text_body).toContain('Processing fee you covered');
    expect(mail[0].subject).toContain('$51.80');

    // By bank, with a tip: the fee on gift and tip is covered; refunded, the donor gets all of it back.
    const bank = await start({ amount: 55, tip: 5, coverFee: true, paymentMethod: 'us_bank_account' });
    expect(bank).toMatchObject({ feeCovered: '0.44', total: '55.44' });
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: bank.clientSecret, bankAccount: { routingNumber: ROUTING, accountNumber: SUCCEEDS } }).expect(200);
    await admin.post(`/api/payments/sandbox/payments/${bank.paymentIntentId}/settle`).expect(200);
    await admin.post(`/api/donations/${bank.donationId}/refund`).expect(200);
    const [back] = await sql<{ refunded: string }>(`SELECT -sum(amount_cents) AS refunded FROM ledger_entry WHERE donation_id = ? AND kind = 'refund' AND account = 'provider_balance'`, [bank.donationId]);
    expect(Number(back.refunded)).toBe(5544);
    expect(await reconciliation()).toMatchObject({ balanced: true, discrepancies: [] });
  });

  it('a member sees a bank payment as processing in their history, then completed; the sandbox’s own clock settles it when due', async () => {
    const member = await signUp(t);
    const started = await member.agent.post('/api/donations/create-payment-intent').send({ campaignId: campaign.id, amount: 20, coverFee: true, paymentMethod: 'us_bank_account' }).expect(200);
    await visitor().post('/api/payments/sandbox/confirm').send({ clientSecret: started.body.clientSecret, bankAccount: { routingNumber: ROUTING, accountNumber: SUCCEEDS } }).expect(200);
    const history = async () => (await member.agent.get('/api/user/donations').expect(200)).body as { id: string; status: string; feeCovered: string; paymentMethod: string }[];
    expect(await history()).toEqual([expect.objectContaining({ id: started.body.donationId, status: 'processing', feeCovered: '0.16', paymentMethod: 'us_bank_account' })]);

    // Not due yet: the clock leaves it; due (as SANDBOX_BANK_SETTLE_MS after it was submitted), the clock settles it.
    const clock = t.app.get(SandboxBankClock);
    await clock.runOnce();
    expect((await history())[0].status).toBe('processing');
    await sql(`UPDATE sandbox_payment_intent SET settle_at = now() - interval '1 second' WHERE id = ?`, [started.body.paymentIntentId]);
    expect(await clock.runOnce()).toBeGreaterThanOrEqual(1);
    expect((await history())[0]).toMatchObject({ status: 'completed', feeCovered: '0.16' });
  });

  it('many bank payments to one campaign settled at once (each twice): every one credited exactly once, the books balanced', async () => {
    const own = await liveCampaign(owner, admin);
    const amounts = Array.from({ length: 30 }, (_, i) => 1 + (i % 7) + 0.1 * (i % 3));
    const gifts = await Promise.all(amounts.map((amount) => payByBank(amount, SUCCEEDS, own.id)));
    const answers = await Promise.all([...gifts, ...gifts].map((g) => admin.post(`/api/payments/sandbox/payments/${g.paymentIntentId}/settle`)));
    expect(answers.every((a) => a.status === 200 && a.body.status === 'succeeded')).toBe(true);
    const cents = amounts.reduce((sum, a) => sum + Math.round(a * 100), 0);
    expect(await raised(own.id)).toEqual(expect.objectContaining({ currentAmount: (cents / 100).toFixed(2), donorCount: 30 }));
    const [credited] = await sql<{ n: string }>(
      `SELECT count(*) AS n FROM ledger_entry l JOIN donation d ON d.id = l.donation_id WHERE d.campaign_id = ? AND l.kind = 'gift' AND l.account = 'campaign_funds'`,
      [own.id],
    );
    expect(Number(credited.n)).toBe(30);
    expect(await reconciliation()).toMatchObject({ balanced: true, discrepancies: [] });
  });

  it('a settlement the platform never heard of (the process killed after the bank settled): the reconciliation names it, the sweep or a second settle records it', async () => {
    const before = await raised();
    const paid = await payByBank(12, SUCCEEDS);
    const bounced = await payByBank(13, CLOSED);
    // The bank settles both, and the process dies before the platform is told.
    const sandbox = t.app.get(SandboxPaymentGateway);
    await sandbox.settleBankPayment(paid.paymentIntentId);
    await sandbox.settleBankPayment(bounced.paymentIntentId);
    const found = await reconciliation();
    expect(found.balanced).toBe(false);
    expect(found.discrepancies.filter((d) => d.code === 'bank_payment_outcome_unrecorded').map((d) => d.message)).toEqual(
      expect.arrayContaining([expect.stringContaining(`${paid.paymentIntentId} of $12.00`), expect.stringContaining('failed (The bank account has been closed.)')]),
    );
    // The sweep of unrecorded payments records the success; settling the failed one again tells the platform of it.
    await t.app.get(UnrecordedPaymentsSweeper).runOnce();
    expect((await admin.post(`/api/payments/sandbox/payments/${bounced.paymentIntentId}/settle`).expect(200)).body).toEqual({ status: 'failed' });
    expect(Number((await raised()).currentAmount)).toBeCloseTo(Number(before.currentAmount) + 12, 2);
    expect(await reconciliation()).toMatchObject({ balanced: true, discrepancies: [] });
  });
});
