import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type {
  LedgerCampaignFigures,
  ReconciliationPeriod,
  ReconciliationReadModel,
  RecordedPayment,
  RecordedPayout,
  RecordedRefund,
} from '../../application/reconciliation.read-model.js';

const NO_ID = '00000000-0000-0000-0000-000000000000';
const CHUNK = 1000;
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

interface PaymentRow {
  payment_intent_id: string;
  kind: RecordedPayment['kind'];
  record_id: string;
  campaign_id: string | null;
  subscription_id: string | null;
  charged: string;
}

const toPayment = (r: PaymentRow): RecordedPayment => ({
  paymentIntentId: r.payment_intent_id,
  kind: r.kind,
  recordId: r.record_id,
  campaignId: r.campaign_id,
  subscriptionId: r.subscription_id,
  chargedCents: Number(r.charged),
});

/** A gift's payment as recorded (the ledger's gift, tip and covered-fee lines on the provider balance), or a membership month's. */
const PAYMENTS = (donationWhere: string, membershipWhere: string) => `
  SELECT d.payment_intent_id, CASE WHEN d.recurring_gift_id IS NULL THEN 'gift' ELSE 'monthly_gift' END AS kind, d.id::text AS record_id,
         d.campaign_id::text AS campaign_id, rg.subscription_id,
         coalesce((SELECT sum(l.amount_cents) FROM ledger_entry l
                    WHERE l.donation_id = d.id AND l.account = 'provider_balance' AND l.kind IN ('gift', 'tip', 'fee_cover')), 0) AS charged
    FROM donation d LEFT JOIN recurring_gift rg ON rg.id = d.recurring_gift_id
   WHERE d.status IN ('completed', 'refunded') AND d.payment_intent_id IS NOT NULL AND ${donationWhere}
  UNION ALL
  SELECT m.payment_intent_id, 'membership', m.payment_intent_id, NULL, m.subscription_id, m.amount_cents
    FROM membership_payment m WHERE m.amount_cents > 0 AND ${membershipWhere}`;

/** What the ledger refunded of each gift: its refund lines' draw on the provider balance (gift and tip). */
const REFUNDS = (where: string) => `
  SELECT d.id::text AS donation_id, d.payment_intent_id, d.campaign_id::text AS campaign_id, -sum(l.amount_cents) AS refunded
    FROM donation d JOIN ledger_entry l ON l.donation_id = d.id AND l.account = 'provider_balance' AND l.kind IN ('refund', 'refund_after_payout')
   WHERE d.payment_intent_id IS NOT NULL AND ${where}
   GROUP BY d.id`;

/** A payout and its ledger line on the campaign's account (transaction payout:<id>). */
const PAYOUTS = (where: string) => `
  SELECT p.id::text AS payout_id, p.campaign_id::text AS campaign_id, p.status, p.provider_transfer_id,
         coalesce((SELECT sum(l.amount_cents) FROM ledger_entry l WHERE l.transaction_id = 'payout:' || p.id::text AND l.account = 'campaign_funds'), 0) AS ledger
    FROM payout p WHERE ${where}`;

/** Per campaign: its gifts net of refunds on its account, and how many gifts still count (net credit left). */
const CAMPAIGNS = (where: string) => `
  WITH g AS (
    SELECT campaign_id, donation_id, -sum(amount_cents) AS net FROM ledger_entry
     WHERE account = 'campaign_funds' AND kind IN ('gift', 'refund', 'refund_after_payout') AND ${where}
     GROUP BY campaign_id, donation_id
  )
  SELECT campaign_id::text AS campaign_id, sum(net) AS net, count(*) FILTER (WHERE net > 0) AS gifts FROM g GROUP BY campaign_id ORDER BY campaign_id`;

/** The platform's own records set against the ledger, for the reconciliation (plain SQL, read-only). */
@Injectable()
export class SqlReconciliationReadModel implements ReconciliationReadModel {
  constructor(private readonly em: EntityManager) {}

  private run<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em.fork().execute<T[]>(sql, params);
  }

  async unbalancedTransactions(limit: number) {
    const rows = await this.run<{ transaction_id: string; kind: string; total: string }>(
      `SELECT transaction_id, kind, sum(amount_cents) AS total FROM ledger_entry GROUP BY transaction_id, kind HAVING sum(amount_cents) <> 0 ORDER BY transaction_id LIMIT ?`,
      [limit],
    );
    return rows.map((r) => ({ transactionId: r.transaction_id, sumCents: Number(r.total) }));
  }

  async giftsDifferingFromLedger(limit: number) {
    // A completed gift's gift, tip and the fee its donor covered are each in the ledger once; a refunded one's lines
    // net to nothing; a bank payment still processing has none yet.
    const rows = await this.run<{ id: string; campaign_id: string; payment_intent_id: string | null; status: string; gift: string; tip: string; cover: string; ledger_gift: string; ledger_tip: string; ledger_cover: string }>(
      `WITH d AS (SELECT id, campaign_id, payment_intent_id, status,
                         CASE WHEN status = 'completed' THEN gift_cents ELSE 0 END AS gift,
                         CASE WHEN status = 'completed' THEN tip_cents ELSE 0 END AS tip,
                         CASE WHEN status = 'completed' THEN fee_covered_cents ELSE 0 END AS cover
                    FROM donation WHERE status IN ('completed', 'refunded', 'processing')),
            l AS (SELECT donation_id,
                         coalesce(-sum(amount_cents) FILTER (WHERE account IN ('campaign_funds', 'fund_funds')), 0) AS gift,
                         coalesce(-sum(amount_cents) FILTER (WHERE account = 'platform_tips'), 0) AS tip,
                         coalesce(-sum(amount_cents) FILTER (WHERE account = 'processing_fees' AND kind IN ('fee_cover', 'refund')), 0) AS cover
                    FROM ledger_entry WHERE donation_id IS NOT NULL AND kind IN ('gift', 'tip', 'fee_cover', 'refund', 'refund_after_payout') GROUP BY donation_id)
       SELECT d.id::text AS id, d.campaign_id::text AS campaign_id, d.payment_intent_id, d.status, d.gift, d.tip, d.cover,
              coalesce(l.gift, 0) AS ledger_gift, coalesce(l.tip, 0) AS ledger_tip, coalesce(l.cover, 0) AS ledger_cover
         FROM d LEFT JOIN l ON l.donation_id = d.id
        WHERE coalesce(l.gift, 0) <> d.gift OR coalesce(l.tip, 0) <> d.tip OR coalesce(l.cover, 0) <> d.cover
        ORDER BY d.id LIMIT ?`,
      [limit],
    );
    return rows.map((r) => ({
      donationId: r.id,
      campaignId: r.campaign_id,
      paymentIntentId: r.payment_intent_id,
      status: r.status,
      expectedCents: Number(r.gift) + Number(r.tip) + Number(r.cover),
      ledgerCents: Number(r.ledger_gift) + Number(r.ledger_tip) + Number(r.ledger_cover),
    }));
  }

  async bankPaymentsInFlight(limit: number) {
    const [totals] = await this.run<{ n: string; cents: string }>(
      `SELECT count(*) AS n, coalesce(sum(gift_cents + tip_cents + fee_covered_cents), 0) AS cents FROM donation WHERE status = 'processing'`,
    );
    const rows = await this.run<{ id: string; campaign_id: string | null; payment_intent_id: string; charge: string; created_at: Date | string }>(
      `SELECT id::text AS id, campaign_id::text AS campaign_id, payment_intent_id, gift_cents + tip_cents + fee_covered_cents AS charge, created_at
         FROM donation WHERE status = 'processing' ORDER BY created_at, id LIMIT ?`,
      [limit],
    );
    return {
      count: Number(totals?.n ?? 0),
      cents: Number(totals?.cents ?? 0),
      oldest: rows.map((r) => ({ donationId: r.id, campaignId: r.campaign_id, paymentIntentId: r.payment_intent_id, chargeCents: Number(r.charge), since: new Date(r.created_at) })),
    };
  }

  async fundPartsDifferingFromLedger(limit: number) {
    // Each fund's part of a gift to an organization against its fund's lines: a completed gift's part credited
    // once, a refunded one's given back (kinds gift and refund; a transfer moves the part on to the organization).
    const rows = await this.run<{ donation_id: string; fund_id: string; status: string; expected: string; ledger: string }>(
      `WITH parts AS (
         SELECT a.donation_id, a.fund_id, d.status, CASE WHEN d.status = 'completed' THEN a.amount_cents ELSE 0 END AS expected
           FROM donation_allocation a JOIN donation d ON d.id = a.donation_id
          WHERE d.status IN ('completed', 'refunded')
       ), l AS (
         SELECT donation_id, fund_id, -sum(amount_cents) AS ledger FROM ledger_entry
          WHERE account = 'fund_funds' AND kind IN ('gift', 'refund') GROUP BY donation_id, fund_id
       )
       SELECT coalesce(parts.donation_id, l.donation_id)::text AS donation_id, coalesce(parts.fund_id, l.fund_id)::text AS fund_id,
              coalesce(parts.status, 'none') AS status, coalesce(parts.expected, 0) AS expected, coalesce(l.ledger, 0) AS ledger
         FROM parts FULL JOIN l ON l.donation_id = parts.donation_id AND l.fund_id = parts.fund_id
        WHERE coalesce(parts.expected, 0) <> coalesce(l.ledger, 0)
        ORDER BY 1, 2 LIMIT ?`,
      [limit],
    );
    return rows.map((r) => ({ donationId: r.donation_id, fundId: r.fund_id, status: r.status, expectedCents: Number(r.expected), ledgerCents: Number(r.ledger) }));
  }

  async payoutsDifferingFromLedger(limit: number) {
    const rows = await this.run<{ payout_id: string; campaign_id: string | null; status: string | null; payout_cents: string; paid: string; reversed: string }>(
      `WITH l AS (
         SELECT split_part(transaction_id, ':', 2) AS payout_id, min(campaign_id::text) AS campaign_id,
                coalesce(sum(amount_cents) FILTER (WHERE kind = 'payout'), 0) AS paid,
                coalesce(-sum(amount_cents) FILTER (WHERE kind = 'reversal'), 0) AS reversed
           FROM ledger_entry
          WHERE account = 'campaign_funds' AND (transaction_id LIKE 'payout:%' OR transaction_id LIKE 'payout-reversal:%')
          GROUP BY 1
       )
       SELECT coalesce(p.id::text, l.payout_id) AS payout_id, coalesce(p.campaign_id::text, l.campaign_id) AS campaign_id, p.status,
              coalesce(p.amount_cents, 0) AS payout_cents, coalesce(l.paid, 0) AS paid, coalesce(l.reversed, 0) AS reversed
         FROM payout p FULL JOIN l ON l.payout_id = p.id::text
        WHERE p.id IS NULL OR coalesce(l.paid, 0) <> p.amount_cents
           OR (p.status = 'failed' AND coalesce(l.reversed, 0) <> coalesce(l.paid, 0))
           OR (p.status <> 'failed' AND coalesce(l.reversed, 0) <> 0)
        ORDER BY 1 LIMIT ?`,
      [limit],
    );
    return rows.map((r) => ({ payoutId: r.payout_id, campaignId: r.campaign_id, status: r.status, payoutCents: Number(r.payout_cents), ledgerCents: Number(r.paid), reversedCents: Number(r.reversed) }));
  }

  async fundsPanelsDifferingFromLedger(limit: number) {
    // The funds panel's "paid out" and "pending" come from the payouts (SqlLedgerReadModel.campaignFunds).
    const rows = await this.run<{ campaign_id: string; panel: string; ledger: string }>(
      `WITH p AS (SELECT campaign_id, sum(amount_cents) AS panel FROM payout WHERE status IN ('paid', 'pending') GROUP BY campaign_id),
            l AS (SELECT campaign_id, sum(amount_cents) AS ledger FROM ledger_entry
                   WHERE account = 'campaign_funds' AND kind IN ('payout', 'reversal') GROUP BY campaign_id)
       SELECT coalesce(p.campaign_id, l.campaign_id)::text AS campaign_id, coalesce(p.panel, 0) AS panel, coalesce(l.ledger, 0) AS ledger
         FROM p FULL JOIN l ON l.campaign_id = p.campaign_id
        WHERE coalesce(p.panel, 0) <> coalesce(l.ledger, 0)
        ORDER BY 1 LIMIT ?`,
      [limit],
    );
    return rows.map((r) => ({ campaignId: r.campaign_id, panelCents: Number(r.panel), ledgerCents: Number(r.ledger) }));
  }

  async ledgerGivingTotals() {
    const [row] = await this.run<{ n: string; gift: string; tip: string }>(
      `WITH g AS (
         SELECT donation_id,
                coalesce(-sum(amount_cents) FILTER (WHERE account IN ('campaign_funds', 'fund_funds')), 0) AS gift,
                coalesce(-sum(amount_cents) FILTER (WHERE account = 'platform_tips'), 0) AS tip
           FROM ledger_entry WHERE donation_id IS NOT NULL AND kind IN ('gift', 'tip', 'refund', 'refund_after_payout') GROUP BY donation_id
       )
       SELECT count(*) FILTER (WHERE gift > 0) AS n, coalesce(sum(gift), 0) AS gift, coalesce(sum(tip), 0) AS tip FROM g`,
    );
    return { count: Number(row?.n ?? 0), giftCents: Number(row?.gift ?? 0), tipCents: Number(row?.tip ?? 0) };
  }

  async ledgerCampaigns(afterId: string | null, limit: number): Promise<LedgerCampaignFigures[]> {
    const rows = await this.run<{ campaign_id: string; net: string; gifts: string }>(`${CAMPAIGNS('campaign_id > ?::uuid')} LIMIT ?`, [afterId ?? NO_ID, limit]);
    return rows.map((r) => ({ campaignId: r.campaign_id, netGiftCents: Number(r.net), gifts: Number(r.gifts) }));
  }

  async ledgerCampaignsOf(ids: string[]): Promise<Map<string, LedgerCampaignFigures>> {
    const found = new Map<string, LedgerCampaignFigures>();
    for (const part of chunks(ids)) {
      const rows = await this.run<{ campaign_id: string; net: string; gifts: string }>(CAMPAIGNS(`campaign_id IN (${marks(part.length)})`), part);
      for (const r of rows) found.set(r.campaign_id, { campaignId: r.campaign_id, netGiftCents: Number(r.net), gifts: Number(r.gifts) });
    }
    return found;
  }

  async inFlightCampaignChanges(): Promise<Map<string, { cents: number; gifts: number }>> {
    const rows = await this.run<{ campaign_id: string; cents: string; gifts: string }>(
      `SELECT payload->>'campaignId' AS campaign_id,
              sum(CASE WHEN type = 'payments.donation-completed.v1' THEN (payload->>'giftCents')::bigint ELSE -(payload->>'amountCents')::bigint END) AS cents,
              sum(CASE WHEN type = 'payments.donation-completed.v1' THEN 1 ELSE -1 END) AS gifts
         FROM outbox_message
        WHERE processed_at IS NULL AND dead_at IS NULL AND type IN ('payments.donation-completed.v1', 'payments.donation-refunded.v1')
        GROUP BY 1`,
    );
    return new Map(rows.map((r) => [r.campaign_id, { cents: Number(r.cents), gifts: Number(r.gifts) }]));
  }

  async paymentsRecordedIn(period: ReconciliationPeriod): Promise<RecordedPayment[]> {
    const rows = await this.run<PaymentRow>(PAYMENTS('d.completed_at >= ? AND d.completed_at < ?', 'm.paid_at >= ? AND m.paid_at < ?'), [period.from, period.to, period.from, period.to]);
    return rows.map(toPayment);
  }

  async paymentsRecordedAs(paymentIntentIds: string[]): Promise<Map<string, RecordedPayment>> {
    const found = new Map<string, RecordedPayment>();
    for (const part of chunks(paymentIntentIds)) {
      const rows = await this.run<PaymentRow>(PAYMENTS(`d.payment_intent_id IN (${marks(part.length)})`, `m.payment_intent_id IN (${marks(part.length)})`), [...part, ...part]);
      for (const r of rows) found.set(r.payment_intent_id, toPayment(r));
    }
    return found;
  }

  async subscriptionKinds(subscriptionIds: string[]): Promise<Map<string, 'monthly_gift' | 'membership'>> {
    const found = new Map<string, 'monthly_gift' | 'membership'>();
    for (const part of chunks([...new Set(subscriptionIds)])) {
      const rows = await this.run<{ id: string; kind: 'monthly_gift' | 'membership' }>(
        `SELECT subscription_id AS id, 'monthly_gift' AS kind FROM recurring_gift WHERE subscription_id IN (${marks(part.length)})
         UNION ALL SELECT id, 'membership' FROM membership_subscription WHERE id IN (${marks(part.length)})`,
        [...part, ...part],
      );
      for (const r of rows) found.set(r.id, r.kind);
    }
    return found;
  }

  async refundsRecordedIn(period: ReconciliationPeriod): Promise<RecordedRefund[]> {
    const rows = await this.run<{ donation_id: string; payment_intent_id: string; campaign_id: string; refunded: string }>(
      REFUNDS(`d.id IN (SELECT donation_id FROM ledger_entry WHERE kind IN ('refund', 'refund_after_payout') AND created_at >= ? AND created_at < ?)`),
      [period.from, period.to],
    );
    return rows.map((r) => ({ donationId: r.donation_id, paymentIntentId: r.payment_intent_id, campaignId: r.campaign_id, refundedCents: Number(r.refunded) }));
  }

  async refundsRecordedFor(paymentIntentIds: string[]): Promise<Map<string, RecordedRefund>> {
    const found = new Map<string, RecordedRefund>();
    for (const part of chunks(paymentIntentIds)) {
      const rows = await this.run<{ donation_id: string; payment_intent_id: string; campaign_id: string; refunded: string }>(REFUNDS(`d.payment_intent_id IN (${marks(part.length)})`), part);
      for (const r of rows) found.set(r.payment_intent_id, { donationId: r.donation_id, paymentIntentId: r.payment_intent_id, campaignId: r.campaign_id, refundedCents: Number(r.refunded) });
    }
    return found;
  }

  async payoutsIn(period: ReconciliationPeriod): Promise<RecordedPayout[]> {
    return (await this.run<PayoutRowOfLedger>(PAYOUTS('p.created_at >= ? AND p.created_at < ?'), [period.from, period.to])).map(toPayout);
  }

  async payoutsMatching(payoutIds: string[], transferIds: string[]): Promise<RecordedPayout[]> {
    const found = new Map<string, RecordedPayout>();
    for (const part of chunks(payoutIds)) {
      for (const r of await this.run<PayoutRowOfLedger>(PAYOUTS(`p.id::text IN (${marks(part.length)})`), part)) found.set(r.payout_id, toPayout(r));
    }
    for (const part of chunks(transferIds)) {
      for (const r of await this.run<PayoutRowOfLedger>(PAYOUTS(`p.provider_transfer_id IN (${marks(part.length)})`), part)) found.set(r.payout_id, toPayout(r));
    }
    return [...found.values()];
  }
}

interface PayoutRowOfLedger {
  payout_id: string;
  campaign_id: string;
  status: RecordedPayout['status'];
  provider_transfer_id: string | null;
  ledger: string;
}

const toPayout = (r: PayoutRowOfLedger): RecordedPayout => ({
  payoutId: r.payout_id,
  campaignId: r.campaign_id,
  status: r.status,
  ledgerCents: Number(r.ledger),
  transferId: r.provider_transfer_id,
});
