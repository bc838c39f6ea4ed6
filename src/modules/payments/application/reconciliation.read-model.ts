import { DomainError } from '../../../shared-kernel/domain.js';

/**
 * Everything the reconciliation can find wrong, one stable code per kind (integrators and the admin console rely
 * on them). Money movements are set against the provider over the chosen period; the books and every figure the
 * product shows are set against the ledger over the whole history.
 */
export const DISCREPANCY_CODES = [
  /** A ledger transaction whose lines do not sum to zero. */
  'ledger_unbalanced',
  /** A recorded gift whose ledger lines are missing or differ from it. */
  'gift_missing_from_ledger',
  /** A payment the provider took that the platform never recorded (a one-off gift, or one it did not start). */
  'charge_unrecorded',
  /** A payment recorded at another amount than the provider charged. */
  'charge_amount_mismatch',
  /** A month of a monthly gift the provider charged that is not in the ledger. */
  'subscription_charge_unrecorded',
  /** A month of a membership the provider charged that the platform did not record. */
  'membership_charge_unrecorded',
  /** A recorded payment the provider has no record of. */
  'payment_missing_at_provider',
  /** A recorded payment the provider reports as not succeeded (cancelled, failed, still waiting). */
  'payment_not_succeeded_at_provider',
  /** A refund the provider made that the ledger lacks (or has for less). */
  'refund_unrecorded',
  /** A refund in the ledger the provider did not make (or made for less). */
  'refund_missing_at_provider',
  /** A payout whose amount (or state) differs from its ledger lines. */
  'payout_amount_mismatch',
  /** A paid payout whose transfer the provider does not have. */
  'transfer_missing_at_provider',
  /** A payout's transfer at another amount than the ledger paid out (or reversed since). */
  'transfer_amount_mismatch',
  /** A transfer the provider made that no payout accounts for (a second one, or one for a payout recorded as failed). */
  'transfer_unrecorded',
  /** A campaign's public total differs from its gifts in the ledger. */
  'campaign_total_mismatch',
  /** A campaign's public donor count differs from its gifts in the ledger. */
  'campaign_donor_count_mismatch',
  /** The admin dashboard's totals (gifts, amount, tips) differ from the ledger. */
  'dashboard_totals_mismatch',
  /** The public statistics' "raised" differs from the ledger. */
  'public_statistics_mismatch',
  /** A campaign's funds panel (paid out + pending) differs from the payouts in the ledger. */
  'funds_panel_mismatch',
  /** A fund's part of a gift to an organization differs from that fund's lines in the ledger. */
  'fund_part_mismatch',
  /** A bank payment recorded as processing that the provider reports as settled (succeeded or failed). */
  'bank_payment_outcome_unrecorded',
] as const;
export type DiscrepancyCode = (typeof DISCREPANCY_CODES)[number];

/** What a discrepancy is about: its kind of object, its id, and the ids around it. */
export interface DiscrepancyObject {
  type: 'transaction' | 'donation' | 'fund' | 'payment' | 'membership_payment' | 'refund' | 'payout' | 'transfer' | 'campaign' | 'dashboard' | 'statistics';
  id: string | null;
  campaignId?: string | null;
  fundId?: string | null;
  donationId?: string | null;
  paymentIntentId?: string | null;
  subscriptionId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  transferId?: string | null;
}

/**
 * One thing that does not agree. `expected` is what the platform's books (the ledger, or the platform's own record
 * of a payment) hold; `found` what the other side holds: the provider, or the figure the product shows. In cents,
 * or a count of gifts (`unit`).
 */
export interface Discrepancy {
  code: DiscrepancyCode;
  object: DiscrepancyObject;
  unit: 'cents' | 'count';
  expected: number;
  found: number;
  message: string;
}

/** The period money movements are set against the provider over: [from, to). */
export interface ReconciliationPeriod {
  from: Date;
  to: Date;
}

export const DEFAULT_PERIOD_DAYS = 30;
export const MAX_PERIOD_DAYS = 366;
const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The admin's period: `days` back from now (1 to 366; 30 when nothing is given), or `from` (and `to`, now when not
 * given). A date alone is a whole day in UTC: `from=2026-11-01&to=2026-11-30` covers November 1 to 30 inclusive.
 */
export function reconciliationPeriod(query: { days?: number; from?: string; to?: string }, now: Date): ReconciliationPeriod {
  if (query.days !== undefined && (query.from !== undefined || query.to !== undefined)) {
    throw DomainError.validation('days', 'Give either days or from and to, not both.');
  }
  if (query.from === undefined) {
    if (query.to !== undefined) throw DomainError.validation('from', 'Give from with to: the first day of the period.');
    const days = query.days ?? DEFAULT_PERIOD_DAYS;
    return { from: new Date(now.getTime() - days * DAY_MS), to: now };
  }
  const from = new Date(DATE_ONLY.test(query.from) ? `${query.from}T00:00:00Z` : query.from);
  const to = query.to === undefined ? now : new Date(DATE_ONLY.test(query.to) ? new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS : query.to);
  if (from.getTime() >= to.getTime()) throw DomainError.validation('from', 'from must be before to.');
  if (to.getTime() - from.getTime() > MAX_PERIOD_DAYS * DAY_MS) throw DomainError.validation('to', `The period can be at most ${MAX_PERIOD_DAYS} days.`);
  return { from, to };
}

/** A payment as the platform recorded it: a gift (one-off, or a month of a monthly gift) or a month of a membership. */
export interface RecordedPayment {
  paymentIntentId: string;
  kind: 'gift' | 'monthly_gift' | 'membership';
  /** The donation's id, or the membership payment's (its payment id). */
  recordId: string;
  campaignId: string | null;
  subscriptionId: string | null;
  /** What the ledger charged for it (gift + tip lines); for a membership, the amount recorded. */
  chargedCents: number;
}

/** A refund as the ledger has it: what its lines gave back to the donor, out of the provider balance. */
export interface RecordedRefund {
  donationId: string;
  paymentIntentId: string;
  campaignId: string;
  refundedCents: number;
}

/** A payout and what its ledger lines say was paid out. */
export interface RecordedPayout {
  payoutId: string;
  campaignId: string;
  status: 'pending' | 'paid' | 'failed';
  ledgerCents: number;
  transferId: string | null;
}

/** The ledger's figures of a campaign: its gifts net of refunds, and how many gifts count. */
export interface LedgerCampaignFigures {
  campaignId: string;
  netGiftCents: number;
  gifts: number;
}

/** The reads of the platform's own records that the reconciliation needs (SQL in adapters/persistence). */
export interface ReconciliationReadModel {
  unbalancedTransactions(limit: number): Promise<{ transactionId: string; sumCents: number }[]>;
  /**
   * Gifts whose net lines differ from the gift: a completed gift's gift, tip and covered fee; a refunded one's zero; a
   * bank payment still processing has none.
   */
  giftsDifferingFromLedger(limit: number): Promise<{ donationId: string; campaignId: string | null; paymentIntentId: string | null; status: string; expectedCents: number; ledgerCents: number }[]>;
  /** Funds' parts of gifts to organizations that differ from the funds' lines (a completed gift's part; a refunded one's zero). */
  fundPartsDifferingFromLedger(limit: number): Promise<{ donationId: string; fundId: string; status: string; expectedCents: number; ledgerCents: number }[]>;
  /** Payouts whose row differs from their ledger lines (amount, or a failed payout not reversed), and payout lines with no payout. */
  payoutsDifferingFromLedger(limit: number): Promise<{ payoutId: string; campaignId: string | null; status: string | null; payoutCents: number; ledgerCents: number; reversedCents: number }[]>;
  /** Campaigns whose funds panel's paid out + pending (from the payouts) differs from the ledger's payouts less reversals. */
  fundsPanelsDifferingFromLedger(limit: number): Promise<{ campaignId: string; panelCents: number; ledgerCents: number }[]>;
  /** The ledger's giving totals, as the admin dashboard should show them: gifts that count, their amount, the tips. */
  ledgerGivingTotals(): Promise<{ count: number; giftCents: number; tipCents: number }>;
  /** Campaigns with gifts in the ledger, ordered by id, after `afterId`. */
  ledgerCampaigns(afterId: string | null, limit: number): Promise<LedgerCampaignFigures[]>;
  ledgerCampaignsOf(ids: string[]): Promise<Map<string, LedgerCampaignFigures>>;
  /** Gifts completed or refunded whose campaign has not been told yet (payments' events still in the outbox), by campaign. */
  inFlightCampaignChanges(): Promise<Map<string, { cents: number; gifts: number }>>;
  /** Payments recorded in the period (gifts completed, membership months paid in it). */
  paymentsRecordedIn(period: ReconciliationPeriod): Promise<RecordedPayment[]>;
  /** Bank payments in flight (processing): how many and how much in all, and the oldest `limit` of them. */
  bankPaymentsInFlight(limit: number): Promise<{ count: number; cents: number; oldest: { donationId: string; campaignId: string | null; paymentIntentId: string; chargeCents: number; since: Date }[] }>;
  /** The records of these provider payments, by payment id (those the platform has). */
  paymentsRecordedAs(paymentIntentIds: string[]): Promise<Map<string, RecordedPayment>>;
  /** What these subscriptions are to the platform: a monthly gift's or a membership's. */
  subscriptionKinds(subscriptionIds: string[]): Promise<Map<string, 'monthly_gift' | 'membership'>>;
  /** Refunds whose ledger lines were written in the period. */
  refundsRecordedIn(period: ReconciliationPeriod): Promise<RecordedRefund[]>;
  /** What the ledger refunded of these payments, by payment id (those it refunded). */
  refundsRecordedFor(paymentIntentIds: string[]): Promise<Map<string, RecordedRefund>>;
  /** Payouts requested in the period. */
  payoutsIn(period: ReconciliationPeriod): Promise<RecordedPayout[]>;
  /** Payouts by their ids or their transfers' ids. */
  payoutsMatching(payoutIds: string[], transferIds: string[]): Promise<RecordedPayout[]>;
}
export const RECONCILIATION_READ_MODEL = Symbol('ReconciliationReadModel');

/** A campaign's figures as fundraising shows them (public total and donor count). */
export interface ShownCampaignFigures {
  campaignId: string;
  title: string;
  currentAmountCents: number;
  donorCount: number;
}

/** The figures fundraising shows: campaigns' totals and donor counts, and the public statistics' total raised. */
export interface ShownCampaignTotals {
  /** Campaigns showing money or donors, ordered by id, after `afterId`. */
  page(afterId: string | null, limit: number): Promise<ShownCampaignFigures[]>;
  /** These campaigns' figures (those that exist). */
  of(ids: string[]): Promise<Map<string, ShownCampaignFigures>>;
  /** What /api/statistics shows as raised, in cents. */
  publicTotalRaisedCents(): Promise<number>;
}
export const SHOWN_CAMPAIGN_TOTALS = Symbol('ShownCampaignTotals');
