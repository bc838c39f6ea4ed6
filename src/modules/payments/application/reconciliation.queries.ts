import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, DomainError, formatUsd, type Clock } from '../../../shared-kernel/domain.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { DONATION_READ_MODEL, type DonationReadModel } from './donation.queries.js';
import { LEDGER_READ_MODEL, type LedgerReadModel, type LedgerReconciliation, type ProviderMatch } from './ledger.read-model.js';
import { PAYMENT_GATEWAY, type PaymentGateway, type ProviderPayment } from './payment-gateway.port.js';
import { PAYOUT_PROVIDER, type PayoutProvider } from './payout-provider.port.js';
import {
  RECONCILIATION_READ_MODEL,
  SHOWN_CAMPAIGN_TOTALS,
  type Discrepancy,
  type LedgerCampaignFigures,
  reconciliationPeriod,
  type ReconciliationPeriod,
  type ReconciliationReadModel,
  type RecordedPayment,
  type ShownCampaignFigures,
  type ShownCampaignTotals,
} from './reconciliation.read-model.js';

/** How many of each kind of finding a query returns: enough to act on, never the whole table. */
const LIMIT = 100;
const PAGE = 1000;

export type ReconciliationResult = Omit<LedgerReconciliation, 'negativeCampaigns' | 'balanced'> & {
  balanced: boolean;
  /** Bank payments the provider is still settling: not in the ledger until they succeed. */
  inFlight: { bankPayments: number; bankCents: number };
  negativeCampaigns: { campaignId: string; availableCents: number; campaignTitle: string | null }[];
  period: ReconciliationPeriod;
  provider: ProviderMatch;
  discrepancies: Discrepancy[];
};

const usd = (cents: number) => formatUsd(cents);
const campaignName = (id: string, shown: ShownCampaignFigures | undefined) => (shown ? `"${shown.title}" (${id})` : id);

/**
 * The admin's reconciliation. Every kind of money movement of the period is set against the provider's own record,
 * both ways: gifts (one-off and monthly), memberships, refunds and payouts' transfers. The books and every figure
 * the product shows are set against the ledger over the whole history: campaigns' totals and donor counts
 * (fundraising), the admin dashboard, the public statistics and the funds panels. Anything that does not agree is
 * one discrepancy, named by its code; the books are `balanced` only when there is none.
 */
@Injectable()
export class MoneyReconciliation {
  private readonly logger = new Logger('MoneyReconciliation');

  constructor(
    @Inject(LEDGER_READ_MODEL) private readonly ledger: LedgerReadModel,
    @Inject(RECONCILIATION_READ_MODEL) private readonly records: ReconciliationReadModel,
    @Inject(SHOWN_CAMPAIGN_TOTALS) private readonly shown: ShownCampaignTotals,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    /** What the admin dashboard reads its totals from (PaymentReports.totals). */
    @Inject(DONATION_READ_MODEL) private readonly dashboard: DonationReadModel,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(PAYOUT_PROVIDER) private readonly payouts: PayoutProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Over the last `days` (30 when nothing is given), or from `from` to `to` (see reconciliationPeriod). */
  async run(query: { days?: number; from?: string; to?: string }): Promise<ReconciliationResult> {
    const period = reconciliationPeriod(query, this.clock.now());
    const [books, own, provider, figures, bank] = await Promise.all([
      this.ledger.reconciliation(),
      this.booksAgainstThemselves(),
      this.againstProvider(period),
      this.shownFiguresAgainstLedger(),
      this.bankPaymentsInFlight(),
    ]);
    const titles = await this.campaigns.summaries(books.negativeCampaigns.map((n) => n.campaignId));
    const discrepancies = [...own, ...provider.discrepancies, ...figures, ...bank.discrepancies];
    return {
      ...books,
      inFlight: bank.inFlight,
      negativeCampaigns: books.negativeCampaigns.map((n) => ({ ...n, campaignTitle: titles.get(n.campaignId)?.title ?? null })),
      period,
      provider: provider.summary,
      discrepancies,
      balanced: books.balanced && discrepancies.length === 0,
    };
  }

  /** The ledger's own rules: every transaction balances, every gift and payout is in it as recorded, the funds panels agree. */
  private async booksAgainstThemselves(): Promise<Discrepancy[]> {
    const [unbalanced, gifts, fundParts, payouts, panels, ledgerTotals, shownTotals] = await Promise.all([
      this.records.unbalancedTransactions(LIMIT),
      this.records.giftsDifferingFromLedger(LIMIT),
      this.records.fundPartsDifferingFromLedger(LIMIT),
      this.records.payoutsDifferingFromLedger(LIMIT),
      this.records.fundsPanelsDifferingFromLedger(LIMIT),
      this.records.ledgerGivingTotals(),
      this.dashboard.totals(),
    ]);
    const found: Discrepancy[] = [];
    for (const u of unbalanced) {
      found.push({
        code: 'ledger_unbalanced',
        object: { type: 'transaction', id: u.transactionId },
        unit: 'cents',
        expected: 0,
        found: u.sumCents,
        message: `Ledger transaction ${u.transactionId} does not balance: its lines sum to ${usd(u.sumCents)} instead of $0.00.`,
      });
    }
    for (const g of gifts) {
      found.push({
        code: 'gift_missing_from_ledger',
        object: { type: 'donation', id: g.donationId, donationId: g.donationId, campaignId: g.campaignId, paymentIntentId: g.paymentIntentId },
        unit: 'cents',
        expected: g.expectedCents,
        found: g.ledgerCents,
        message:
          g.ledgerCents === 0 && g.expectedCents !== 0
            ? `Gift ${g.donationId} is recorded as ${g.status} (${usd(g.expectedCents)} with its tip) but has no lines in the ledger.`
            : `Gift ${g.donationId} is recorded as ${g.status}, which should leave ${usd(g.expectedCents)} in the ledger; its lines hold ${usd(g.ledgerCents)}.`,
      });
    }
    for (const f of fundParts) {
      found.push({
        code: 'fund_part_mismatch',
        object: { type: 'fund', id: f.fundId, fundId: f.fundId, donationId: f.donationId },
        unit: 'cents',
        expected: f.expectedCents,
        found: f.ledgerCents,
        message: `Gift ${f.donationId} is recorded as ${f.status}, which should leave ${usd(f.expectedCents)} in fund ${f.fundId}; the fund's lines hold ${usd(f.ledgerCents)}.`,
      });
    }
    for (const p of payouts) {
      const object = { type: 'payout' as const, id: p.payoutId, payoutId: p.payoutId, campaignId: p.campaignId };
      const message =
        p.status === null
          ? `The ledger pays out ${usd(p.ledgerCents)} for payout ${p.payoutId}, which does not exist.`
          : p.status === 'failed' && p.reversedCents !== p.ledgerCents
            ? `Payout ${p.payoutId} failed, but the ledger gave back ${usd(p.reversedCents)} of the ${usd(p.ledgerCents)} it paid out.`
            : p.status !== 'failed' && p.reversedCents !== 0
              ? `Payout ${p.payoutId} is ${p.status}, but the ledger reversed ${usd(p.reversedCents)} of it.`
              : `Payout ${p.payoutId} is recorded at ${usd(p.payoutCents)}, but the ledger paid out ${usd(p.ledgerCents)} for it.`;
      found.push({ code: 'payout_amount_mismatch', object, unit: 'cents', expected: p.ledgerCents, found: p.payoutCents, message });
    }
    for (const f of panels) {
      found.push({
        code: 'funds_panel_mismatch',
        object: { type: 'campaign', id: f.campaignId, campaignId: f.campaignId },
        unit: 'cents',
        expected: f.ledgerCents,
        found: f.panelCents,
        message: `The funds panel of campaign ${f.campaignId} shows ${usd(f.panelCents)} paid out or pending; the ledger's payouts come to ${usd(f.ledgerCents)}.`,
      });
    }
    const figures = [
      ['count', 'completed gifts', ledgerTotals.count, shownTotals.completedCount],
      ['cents', 'raised', ledgerTotals.giftCents, shownTotals.giftCents],
      ['cents', 'in tips', ledgerTotals.tipCents, shownTotals.tipCents],
    ] as const;
    for (const [unit, what, expected, shown] of figures) {
      if (expected === shown) continue;
      const say = (n: number) => (unit === 'count' ? String(n) : usd(n));
      found.push({
        code: 'dashboard_totals_mismatch',
        object: { type: 'dashboard', id: null },
        unit,
        expected,
        found: shown,
        message: `The admin dashboard shows ${say(shown)} ${what}; the ledger holds ${say(expected)}.`,
      });
    }
    return found;
  }

  /**
   * Bank payments in flight: counted (nothing of them is in the ledger until they succeed), and each of the oldest
   * set against the provider: one it reports settled (succeeded or failed) while the platform still holds it as
   * processing is a discrepancy (a lost notice; the sweep records a success, a failure needs its notice again).
   */
  private async bankPaymentsInFlight(): Promise<{ inFlight: ReconciliationResult['inFlight']; discrepancies: Discrepancy[] }> {
    const flight = await this.records.bankPaymentsInFlight(LIMIT);
    const found: Discrepancy[] = [];
    for (const p of flight.oldest) {
      const intent = await this.gateway.retrievePaymentIntent(p.paymentIntentId);
      if (!intent || intent.status === 'processing') continue;
      const outcome = intent.status === 'succeeded' ? 'succeeded' : `failed (${intent.lastError ?? intent.status})`;
      found.push({
        code: 'bank_payment_outcome_unrecorded',
        object: { type: 'donation', id: p.donationId, donationId: p.donationId, campaignId: p.campaignId, paymentIntentId: p.paymentIntentId },
        unit: 'cents',
        expected: 0,
        found: intent.status === 'succeeded' ? p.chargeCents : 0,
        message: `Bank payment ${p.paymentIntentId} of ${usd(p.chargeCents)} (gift ${p.donationId}) is recorded as processing since ${p.since.toISOString().slice(0, 10)}, but the provider reports it ${outcome}.`,
      });
    }
    return { inFlight: { bankPayments: flight.count, bankCents: flight.cents }, discrepancies: found };
  }

  /** Every money movement of the period against the provider, both ways. */
  private async againstProvider(period: ReconciliationPeriod): Promise<{ discrepancies: Discrepancy[]; summary: ProviderMatch }> {
    try {
      const [payments, refunds, transfers] = await Promise.all([this.payments(period), this.refunds(period), this.transfers(period)]);
      return { discrepancies: [...payments.discrepancies, ...refunds, ...transfers], summary: payments.summary };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logger.warn(`The provider could not be read for the reconciliation: ${(error as Error).message}`);
      throw new DomainError('provider_unavailable', 'The payment provider could not be reached, so the books cannot be set against it. Try again in a minute.', 'unavailable');
    }
  }

  private async payments(period: ReconciliationPeriod): Promise<{ discrepancies: Discrepancy[]; summary: ProviderMatch }> {
    const [reported, recordedIn] = await Promise.all([this.gateway.listPayments(period.from, period.to), this.records.paymentsRecordedIn(period)]);
    const recordedAs = await this.records.paymentsRecordedAs(reported.map((p) => p.id));
    const kinds = await this.records.subscriptionKinds(reported.filter((p) => p.subscriptionId && !recordedAs.has(p.id)).map((p) => p.subscriptionId!));
    const found: Discrepancy[] = [];
    for (const p of reported) {
      const record = recordedAs.get(p.id);
      if (!record || record.chargedCents === 0) found.push(this.unrecorded(p, record, kinds));
      else if (record.chargedCents !== p.amountCents) found.push(this.chargeMismatch(record, p.amountCents));
    }
    const seen = new Set(reported.map((p) => p.id));
    for (const record of recordedIn.filter((r) => !seen.has(r.paymentIntentId))) {
      const intent = await this.gateway.retrievePaymentIntent(record.paymentIntentId);
      const object = this.paymentObject(record);
      const what = this.describe(record);
      if (!intent) {
        found.push({
          code: 'payment_missing_at_provider',
          object,
          unit: 'cents',
          expected: record.chargedCents,
          found: 0,
          message: `${what} is recorded as paid ${usd(record.chargedCents)} by payment ${record.paymentIntentId}, which the provider has no record of.`,
        });
      } else if (intent.status !== 'succeeded') {
        found.push({
          code: 'payment_not_succeeded_at_provider',
          object,
          unit: 'cents',
          expected: record.chargedCents,
          found: 0,
          message: `${what} is recorded as paid ${usd(record.chargedCents)}, but the provider reports its payment ${record.paymentIntentId} as ${intent.status}.`,
        });
      } else if (intent.amountCents !== record.chargedCents) {
        found.push(this.chargeMismatch(record, intent.amountCents));
      }
    }
    const gifts = reported.filter((p) => p.purpose === 'gift');
    const notInLedger = found.filter((d) => d.code.endsWith('_unrecorded') || d.code === 'charge_amount_mismatch').map((d) => d.object.paymentIntentId ?? '');
    const unknownToProvider = found.filter((d) => d.code === 'payment_missing_at_provider' || d.code === 'payment_not_succeeded_at_provider').map((d) => d.object.paymentIntentId ?? '');
    return {
      discrepancies: found,
      summary: {
        since: period.from,
        providerPayments: gifts.length,
        providerCents: gifts.reduce((sum, p) => sum + p.amountCents, 0),
        ledgerCents: gifts.reduce((sum, p) => sum + (recordedAs.get(p.id)?.chargedCents ?? 0), 0),
        notInLedger,
        unknownToProvider,
        matches: notInLedger.length === 0 && unknownToProvider.length === 0,
      },
    };
  }

  private unrecorded(p: ProviderPayment, record: RecordedPayment | undefined, kinds: Map<string, 'monthly_gift' | 'membership'>): Discrepancy {
    const kind = record?.kind ?? (p.subscriptionId ? kinds.get(p.subscriptionId) : p.purpose === 'gift' ? 'gift' : undefined);
    const object = { type: 'payment' as const, id: p.id, paymentIntentId: p.id, subscriptionId: p.subscriptionId, donationId: record?.kind === 'membership' ? null : record?.recordId ?? null, campaignId: record?.campaignId ?? null };
    const base = { object, unit: 'cents' as const, expected: record?.chargedCents ?? 0, found: p.amountCents };
    const when = p.createdAt.toISOString().slice(0, 16).replace('T', ' ');
    if (kind === 'membership') {
      return { ...base, code: 'membership_charge_unrecorded', message: `The provider charged ${usd(p.amountCents)} for a month of membership ${p.subscriptionId} (payment ${p.id}, ${when} UTC) that the platform never recorded.` };
    }
    if (kind === 'monthly_gift' || p.purpose === 'subscription') {
      return {
        ...base,
        code: 'subscription_charge_unrecorded',
        message:
          kind === 'monthly_gift'
            ? `The provider charged ${usd(p.amountCents)} for a month of the monthly gift of subscription ${p.subscriptionId} (payment ${p.id}, ${when} UTC) that is not in the ledger.`
            : `The provider charged ${usd(p.amountCents)} for subscription ${p.subscriptionId} (payment ${p.id}, ${when} UTC), which is neither a monthly gift nor a membership of the platform.`,
      };
    }
    return {
      ...base,
      code: 'charge_unrecorded',
      message:
        kind === 'gift'
          ? `The provider charged ${usd(p.amountCents)} for a gift (payment ${p.id}, ${when} UTC) that is not in the ledger.`
          : `The provider charged ${usd(p.amountCents)} (payment ${p.id}, ${when} UTC) for nothing the platform started or recorded.`,
    };
  }

  private chargeMismatch(record: RecordedPayment, providerCents: number): Discrepancy {
    return {
      code: 'charge_amount_mismatch',
      object: this.paymentObject(record),
      unit: 'cents',
      expected: record.chargedCents,
      found: providerCents,
      message: `${this.describe(record)} is recorded at ${usd(record.chargedCents)}, but the provider charged ${usd(providerCents)} (payment ${record.paymentIntentId}).`,
    };
  }

  private paymentObject(record: RecordedPayment) {
    return record.kind === 'membership'
      ? { type: 'membership_payment' as const, id: record.recordId, paymentIntentId: record.paymentIntentId, subscriptionId: record.subscriptionId }
      : { type: 'donation' as const, id: record.recordId, donationId: record.recordId, paymentIntentId: record.paymentIntentId, campaignId: record.campaignId, subscriptionId: record.subscriptionId };
  }

  private describe(record: RecordedPayment): string {
    return record.kind === 'membership'
      ? `A month of membership ${record.subscriptionId}`
      : record.kind === 'monthly_gift'
        ? `Monthly gift month ${record.recordId}`
        : `Gift ${record.recordId}`;
  }

  /** Refunds of the period, both ways; a payment refunded across the period's edge is read whole from the provider. */
  private async refunds(period: ReconciliationPeriod): Promise<Discrepancy[]> {
    const [made, recordedIn] = await Promise.all([this.gateway.listRefunds(period.from, period.to), this.records.refundsRecordedIn(period)]);
    const byPayment = new Map<string, { cents: number; refundId: string }>();
    for (const r of made) {
      const key = r.paymentIntentId ?? r.id;
      byPayment.set(key, { cents: (byPayment.get(key)?.cents ?? 0) + r.amountCents, refundId: r.id });
    }
    const recorded = await this.records.refundsRecordedFor([...byPayment.keys()]);
    for (const r of recordedIn) if (!recorded.has(r.paymentIntentId)) recorded.set(r.paymentIntentId, r);
    const found: Discrepancy[] = [];
    for (const paymentIntentId of new Set([...byPayment.keys(), ...recorded.keys()])) {
      const ledger = recorded.get(paymentIntentId);
      const ledgerCents = ledger?.refundedCents ?? 0;
      let provider = byPayment.get(paymentIntentId);
      if (provider?.cents === ledgerCents) continue;
      // Some of its refunds may fall outside the period: the provider's whole record of this payment decides.
      const whole = await this.gateway.refundsOf(paymentIntentId);
      provider = { cents: whole.refundedCents, refundId: whole.latestRefundId ?? provider?.refundId ?? '' };
      if (provider.cents === ledgerCents) continue;
      const object = { type: 'refund' as const, id: provider.refundId || null, refundId: provider.refundId || null, paymentIntentId, donationId: ledger?.donationId ?? null, campaignId: ledger?.campaignId ?? null };
      found.push(
        provider.cents > ledgerCents
          ? {
              code: 'refund_unrecorded',
              object,
              unit: 'cents',
              expected: ledgerCents,
              found: provider.cents,
              message: `The provider refunded ${usd(provider.cents)} of payment ${paymentIntentId}${ledger ? ` (gift ${ledger.donationId})` : ''}; the ledger has ${usd(ledgerCents)} refunded.`,
            }
          : {
              code: 'refund_missing_at_provider',
              object,
              unit: 'cents',
              expected: ledgerCents,
              found: provider.cents,
              message: `The ledger refunded ${usd(ledgerCents)} of gift ${ledger?.donationId} (payment ${paymentIntentId}); the provider refunded ${usd(provider.cents)}.`,
            },
      );
    }
    return found;
  }

  /** Payouts of the period against the provider's transfers, both ways. */
  private async transfers(period: ReconciliationPeriod): Promise<Discrepancy[]> {
    const [listed, requested] = await Promise.all([this.payouts.listTransfers(period.from, period.to), this.records.payoutsIn(period)]);
    // A destination charge's transfer (a gift to an organization) is the provider's own part of that charge: its
    // payment is set against the gift with the other payments; only transfers asked for are payouts.
    const made = listed.filter((t) => !t.sourceTransaction);
    const known = await this.records.payoutsMatching(made.map((t) => t.payoutId).filter((id): id is string => id !== null), made.map((t) => t.id));
    const found: Discrepancy[] = [];
    const accounted = new Set<string>();
    for (const t of made) {
      const payout = known.find((p) => p.transferId === t.id) ?? known.find((p) => p.payoutId === t.payoutId);
      const net = t.amountCents - t.reversedCents;
      const object = { type: 'transfer' as const, id: t.id, transferId: t.id, payoutId: payout?.payoutId ?? t.payoutId, campaignId: payout?.campaignId ?? null };
      if (payout && (payout.status === 'pending' || (payout.status === 'paid' && payout.transferId === t.id))) {
        accounted.add(payout.payoutId);
        if (payout.status === 'paid' && net !== payout.ledgerCents) {
          found.push({
            code: 'transfer_amount_mismatch',
            object,
            unit: 'cents',
            expected: payout.ledgerCents,
            found: net,
            message: `Payout ${payout.payoutId} paid out ${usd(payout.ledgerCents)} in the ledger, but its transfer ${t.id} moved ${usd(net)}${t.reversedCents ? ` (${usd(t.reversedCents)} reversed)` : ''}.`,
          });
        }
        continue;
      }
      found.push({
        code: 'transfer_unrecorded',
        object,
        unit: 'cents',
        expected: 0,
        found: net,
        message: !payout
          ? `The provider transferred ${usd(net)} to ${t.destination} (transfer ${t.id}) for no payout of the platform.`
          : payout.status === 'failed'
            ? `Payout ${payout.payoutId} is recorded as failed (its money given back to the campaign), but the provider made its transfer ${t.id} of ${usd(net)}.`
            : `Payout ${payout.payoutId} was paid by transfer ${payout.transferId}, but the provider made another transfer for it: ${t.id} of ${usd(net)}.`,
      });
    }
    for (const payout of requested.filter((p) => p.status === 'paid' && !accounted.has(p.payoutId))) {
      const transfer = payout.transferId ? await this.payouts.retrieveTransfer(payout.transferId) : null;
      const object = { type: 'payout' as const, id: payout.payoutId, payoutId: payout.payoutId, transferId: payout.transferId, campaignId: payout.campaignId };
      if (!transfer) {
        found.push({
          code: 'transfer_missing_at_provider',
          object,
          unit: 'cents',
          expected: payout.ledgerCents,
          found: 0,
          message: `Payout ${payout.payoutId} is recorded as paid (${usd(payout.ledgerCents)}${payout.transferId ? ` by transfer ${payout.transferId}` : ''}), but the provider has no such transfer.`,
        });
      } else if (transfer.amountCents - transfer.reversedCents !== payout.ledgerCents) {
        const net = transfer.amountCents - transfer.reversedCents;
        found.push({
          code: 'transfer_amount_mismatch',
          object,
          unit: 'cents',
          expected: payout.ledgerCents,
          found: net,
          message: `Payout ${payout.payoutId} paid out ${usd(payout.ledgerCents)} in the ledger, but its transfer ${transfer.id} moved ${usd(net)}.`,
        });
      }
    }
    return found;
  }

  /**
   * Campaigns' public totals and donor counts (fundraising) and the public statistics against the ledger. A
   * campaign whose gift or refund is still on its way to fundraising (payments' event in the outbox) may lag by
   * exactly that much: that is not a discrepancy.
   */
  private async shownFiguresAgainstLedger(): Promise<Discrepancy[]> {
    const inFlight = await this.records.inFlightCampaignChanges();
    const found: Discrepancy[] = [];
    const seen = new Set<string>();
    const compare = (id: string, ledger: LedgerCampaignFigures | undefined, shown: ShownCampaignFigures | undefined) => {
      seen.add(id);
      const lag = inFlight.get(id) ?? { cents: 0, gifts: 0 };
      const net = ledger?.netGiftCents ?? 0;
      const gifts = ledger?.gifts ?? 0;
      const amount = shown?.currentAmountCents ?? 0;
      const donors = shown?.donorCount ?? 0;
      const object = { type: 'campaign' as const, id, campaignId: id };
      if (found.length >= LIMIT * 2) return;
      if (amount !== net && amount !== net - lag.cents) {
        found.push({
          code: 'campaign_total_mismatch',
          object,
          unit: 'cents',
          expected: net,
          found: amount,
          message: `Campaign ${campaignName(id, shown)} shows ${usd(amount)} raised; its gifts in the ledger come to ${usd(net)}.`,
        });
      }
      if (donors !== gifts && donors !== gifts - lag.gifts) {
        found.push({
          code: 'campaign_donor_count_mismatch',
          object,
          unit: 'count',
          expected: gifts,
          found: donors,
          message: `Campaign ${campaignName(id, shown)} shows ${donors} donor${donors === 1 ? '' : 's'}; the ledger holds ${gifts} gift${gifts === 1 ? '' : 's'} to it.`,
        });
      }
    };
    for (let after: string | null = null; ; ) {
      const page = await this.shown.page(after, PAGE);
      if (page.length === 0) break;
      const ledger = await this.records.ledgerCampaignsOf(page.map((c) => c.campaignId));
      for (const c of page) compare(c.campaignId, ledger.get(c.campaignId), c);
      after = page[page.length - 1].campaignId;
    }
    let ledgerTotal = 0;
    for (let after: string | null = null; ; ) {
      const page = await this.records.ledgerCampaigns(after, PAGE);
      if (page.length === 0) break;
      ledgerTotal += page.reduce((sum, c) => sum + c.netGiftCents, 0);
      const unseen = page.filter((c) => !seen.has(c.campaignId));
      const shown = unseen.length ? await this.shown.of(unseen.map((c) => c.campaignId)) : new Map<string, ShownCampaignFigures>();
      for (const c of unseen) compare(c.campaignId, c, shown.get(c.campaignId));
      after = page[page.length - 1].campaignId;
    }
    const raised = await this.shown.publicTotalRaisedCents();
    const lag = [...inFlight.values()].reduce((sum, l) => sum + l.cents, 0);
    if (raised !== ledgerTotal && raised !== ledgerTotal - lag) {
      found.push({
        code: 'public_statistics_mismatch',
        object: { type: 'statistics', id: null },
        unit: 'cents',
        expected: ledgerTotal,
        found: raised,
        message: `The public statistics show ${usd(raised)} raised; the campaigns' gifts in the ledger come to ${usd(ledgerTotal)}.`,
      });
    }
    return found;
  }
}
