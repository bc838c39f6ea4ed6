import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, Money, newId } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork, type AuthenticatedUser } from '../../../shared-kernel/application.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.js';
import { PAYOUT_ACCOUNT_STORE, type PayoutAccountStore } from './payout-accounts.js';
import { PAYOUT_PROVIDER, TransferOutcomeUnknown, type PayoutProvider } from './payout-provider.js';

export type PayoutStatus = 'pending' | 'paid' | 'failed';

export interface PayoutRecord {
  id: string;
  campaignId: string;
  amountCents: number;
  status: PayoutStatus;
  destinationAccountId: string;
  providerTransferId: string | null;
  failureReason: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

/** payout and payout_hold rows, and the campaign's funds as the ledger has them. */
export interface PayoutStore {
  /** Serialises payout requests of one campaign until the unit of work ends. */
  lockCampaign(campaignId: string): Promise<void>;
  holdOf(campaignId: string): Promise<{ reason: string } | null>;
  /** What the campaign's funds hold now: every gift, less refunds and payouts (pending or paid). */
  availableCents(campaignId: string): Promise<number>;
  /** The payout, pending, with its ledger lines (campaign_funds debited, the provider balance credited). */
  addPending(payout: { id: string; campaignId: string; memberId: string; destinationAccountId: string; amountCents: number }): Promise<void>;
  markPaid(id: string, transferId: string): Promise<void>;
  /** Failed: its ledger lines are reversed, so the money is available again. */
  markFailed(id: string, reason: string): Promise<void>;
  listOf(campaignId: string): Promise<PayoutRecord[]>;
  /** Every payout a member requested, newest first (at most `limit`). */
  listOfMember(memberId: string, limit: number): Promise<PayoutRecord[]>;
  /** Payouts still pending after `olderThanMs` (the process stopped between commit and transfer, or the provider did not answer). */
  pendingOlderThan(olderThanMs: number, limit: number): Promise<PayoutRecord[]>;
  hold(campaignId: string, reason: string, by: string): Promise<void>;
  release(campaignId: string): Promise<void>;
}
export const PAYOUT_STORE = Symbol('PayoutStore');

export const PayoutErrors = {
  noAccount: () =>
    DomainError.conflict('payout_account_not_active', 'Connect an active payout account (Profile → Payouts) before requesting a payout.'),
  held: (reason: string) => DomainError.conflict('payouts_on_hold', `Payouts of this campaign are on hold: ${reason}`),
  tooMuch: (available: Money) =>
    new DomainError('amount_exceeds_available', `The amount is more than the ${available.format()} available to pay out.`, 'rule_violation', {
      amount: [`At most ${available.format()} is available.`],
    }),
  nothing: () => new DomainError('nothing_available', 'Nothing is available to pay out yet.', 'rule_violation'),
};

/**
 * Payouts of a campaign's funds to its organiser (issue 13). A request is decided under a per-campaign lock
 * in one transaction with its ledger lines, so concurrent requests can never pay out more than is
 * available; the transfer is made after commit (Stripe: a transfer to the connected account; sandbox:
 * simulated) and the payout marked paid, or failed with its lines reversed.
 */
@Injectable()
export class CampaignPayouts {
  private readonly logger = new Logger('CampaignPayouts');

  constructor(
    @Inject(PAYOUT_STORE) private readonly payouts: PayoutStore,
    @Inject(PAYOUT_ACCOUNT_STORE) private readonly accounts: PayoutAccountStore,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  async request(campaignId: string, requester: AuthenticatedUser, amountCents: number | null): Promise<PayoutRecord> {
    const ownerId = await this.campaigns.ownerOf(campaignId);
    if (ownerId === null) throw DomainError.notFound('campaign_not_found', 'Campaign not found');
    if (ownerId !== requester.id) throw DomainError.forbidden('not_campaign_owner', "Only the campaign's organiser can request a payout.");
    const id = newId();
    const payout = await this.uow.run(async () => {
      await this.payouts.lockCampaign(campaignId);
      const hold = await this.payouts.holdOf(campaignId);
      if (hold) throw PayoutErrors.held(hold.reason);
      const account = await this.accounts.ofMember(requester.id);
      if (!account || account.status !== 'active' || !account.payoutsEnabled) throw PayoutErrors.noAccount();
      const available = await this.payouts.availableCents(campaignId);
      if (available <= 0) throw PayoutErrors.nothing();
      const amount = amountCents ?? available;
      if (amount > available) throw PayoutErrors.tooMuch(Money.ofCents(available));
      await this.payouts.addPending({ id, campaignId, memberId: requester.id, destinationAccountId: account.accountId, amountCents: amount });
      return { destination: account.accountId, amount };
    });
    await this.settle({ id, campaignId, amountCents: payout.amount, destinationAccountId: payout.destination });
    return (await this.payouts.listOf(campaignId)).find((p) => p.id === id)!;
  }

  /**
   * Makes the payout's transfer (again: the idempotency key makes a retry the same transfer) and records
   * the outcome: paid, or failed with its lines reversed. When the provider does not answer, the payout
   * stays pending for the sweep.
   */
  private async settle(payout: Pick<PayoutRecord, 'id' | 'campaignId' | 'amountCents' | 'destinationAccountId'>, attempt = 0): Promise<void> {
    try {
      // A later attempt first asks whether the first one's transfer was made (the provider keeps an unanswered
      // request's result under its key, so the same key would only repeat the error); only if none was, a new key.
      const made = attempt > 0 ? await this.provider.findTransfer(payout.id, payout.campaignId) : null;
      const transfer =
        made ??
        (await this.provider.transfer({
          amountCents: payout.amountCents,
          destination: payout.destinationAccountId,
          idempotencyKey: attempt > 0 ? `payout-${payout.id}-retry-${attempt}` : `payout-${payout.id}`,
          metadata: { payoutId: payout.id, campaignId: payout.campaignId },
        }));
      await this.uow.run(() => this.payouts.markPaid(payout.id, transfer.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof TransferOutcomeUnknown) {
        this.logger.warn(`Payout ${payout.id} of campaign ${payout.campaignId} stays pending: ${reason}`);
        return;
      }
      this.logger.warn(`Payout ${payout.id} of campaign ${payout.campaignId} failed: ${reason}`);
      await this.uow.run(() => this.payouts.markFailed(payout.id, reason));
    }
  }

  /** Settles payouts left pending for `olderThanMs` or more (run by the scheduler); how many it settled or tried. */
  async settleStuck(olderThanMs: number): Promise<number> {
    const stuck = await this.payouts.pendingOlderThan(olderThanMs, 50);
    for (const payout of stuck) await this.settle(payout, Date.now());
    return stuck.length;
  }

  /** The campaign's payouts, newest first (its organiser or an admin). */
  async list(campaignId: string, viewer: AuthenticatedUser): Promise<PayoutRecord[]> {
    const ownerId = await this.campaigns.ownerOf(campaignId);
    if (ownerId === null) throw DomainError.notFound('campaign_not_found', 'Campaign not found');
    if (ownerId !== viewer.id && !viewer.isAdmin) throw DomainError.forbidden('not_campaign_owner', "Only the campaign's organiser or an administrator can see its payouts.");
    return this.payouts.listOf(campaignId);
  }

  /** The member's own payouts across their campaigns, newest first, with each campaign's title (Profile → Payouts). */
  async history(member: AuthenticatedUser): Promise<(PayoutRecord & { campaignTitle: string | null })[]> {
    const payouts = await this.payouts.listOfMember(member.id, 200);
    const titles = await this.campaigns.summaries([...new Set(payouts.map((p) => p.campaignId))]);
    return payouts.map((p) => ({ ...p, campaignTitle: titles.get(p.campaignId)?.title ?? null }));
  }

  /** An administrator holds a campaign's payouts (e.g. while it is under review), with the reason its organiser will read. */
  async hold(campaignId: string, reason: string, by: AuthenticatedUser): Promise<void> {
    if ((await this.campaigns.ownerOf(campaignId)) === null) throw DomainError.notFound('campaign_not_found', 'Campaign not found');
    await this.uow.run(() => this.payouts.hold(campaignId, reason.trim(), by.id));
  }

  async release(campaignId: string): Promise<void> {
    await this.uow.run(() => this.payouts.release(campaignId));
  }
}
