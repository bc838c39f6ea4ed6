import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, DomainError, Money, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork, type AuthenticatedUser } from '../../../shared-kernel/application.js';
import { Payout, type PayoutState, type PayoutStatus } from '../domain/payout.aggregate.js';
import { PAYOUT_REPOSITORY, type PayoutRepository } from '../domain/payout.repository.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { CLOSED_ACCOUNTS, type ClosedAccounts } from './closed-accounts.port.js';
import { CampaignStewards } from './campaign-stewards.service.js';
import { PAYOUT_ACCOUNT_STORE, type PayoutAccountStore } from './payout-accounts.service.js';
import { PAYOUT_PROVIDER, TransferOutcomeUnknown, type PayoutProvider } from './payout-provider.port.js';
import { DonationErrors } from '../domain/donation.errors.js';

export type { PayoutStatus };
export { PayoutErrors } from '../domain/payout.aggregate.js';

/** A payout as lists show it. */
export type PayoutRecord = PayoutState;

/** What payout requests are decided on, and the payouts' lists. */
export interface PayoutStore {
  /** Serialises payout requests (and refunds) of one campaign until the unit of work ends. */
  lockCampaign(campaignId: string): Promise<void>;
  holdOf(campaignId: string): Promise<{ reason: string } | null>;
  /** What the campaign's funds hold now: every gift, less refunds and payouts (pending or paid) and refunds being made. */
  availableCents(campaignId: string): Promise<number>;
  /**
   * Holds `amountCents` of the campaign's money from payouts while the donation's refund is asked of the provider
   * (call under the campaign's lock); it lapses after `ms` if the refund is never recorded (the process died).
   */
  reserveRefund(reservation: { donationId: string; campaignId: string; amountCents: number }, ms: number): Promise<void>;
  listOf(campaignId: string): Promise<PayoutRecord[]>;
  /** Every payout a member requested, newest first (at most `limit`). */
  listOfMember(memberId: string, limit: number): Promise<PayoutRecord[]>;
  hold(campaignId: string, reason: string, by: string): Promise<void>;
  release(campaignId: string): Promise<void>;
}
export const PAYOUT_STORE = Symbol('PayoutStore');

/**
 * Payouts of a campaign's funds to its organizer (issue 13; made safe against slow providers and several
 * instances in "Trust, round 2"). A request is decided under a per-campaign lock in one transaction with its
 * ledger lines, so concurrent requests never pay out more than is available. The transfer is made after
 * commit, always under the payout's one idempotency key, by whoever holds the payout's transfer claim: the
 * requester first; the sweep only once that claim has lapsed (the call returned without an answer, or the
 * process died), run once a period across instances by the job queue. The outcome is recorded
 * once (`Payout.paid` / `failed` under the row's lock) and announced as payments.payout-paid.v1 / -failed.v1.
 */
@Injectable()
export class CampaignPayouts {
  /**
   * How long a transfer claim lasts: longer than a provider call can take (the Stripe adapter's transfer
   * times out after 30 s and is tried at most twice), so no claim lapses while its call is in flight.
   */
  static readonly TRANSFER_CLAIM_MS = 5 * 60_000;

  private readonly logger = new Logger('CampaignPayouts');

  constructor(
    @Inject(PAYOUT_STORE) private readonly store: PayoutStore,
    @Inject(PAYOUT_REPOSITORY) private readonly payouts: PayoutRepository,
    @Inject(PAYOUT_ACCOUNT_STORE) private readonly accounts: PayoutAccountStore,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(CLOSED_ACCOUNTS) private readonly closedAccounts: ClosedAccounts,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly stewards: CampaignStewards,
  ) {}

  /**
   * The organizer asks for a payout of `amount` (null: everything available) to their payout account. An
   * organization's campaign is paid out to the organization's account, asked by its admins or treasurers.
   */
  async request(campaignId: string, requester: AuthenticatedUser, amount: Money | null): Promise<PayoutRecord> {
    const campaign = await this.stewards.of(campaignId, requester.id);
    if (campaign === null) throw DonationErrors.campaignNotFound();
    if (!campaign.steward) throw DomainError.forbidden('not_campaign_owner', "Only the campaign's organizer can request a payout.");
    if (campaign.organizationId) return this.payOut(campaignId, requester.id, amount, undefined, campaign.organizationId);
    return this.payOut(campaignId, campaign.ownerId, amount);
  }

  /**
   * An administrator pays out a campaign whose organizer closed their account (nobody else can ask for its
   * money any more) to the connected account the organizer had.
   */
  async requestForClosedAccount(campaignId: string, admin: AuthenticatedUser, amount: Money | null): Promise<PayoutRecord> {
    const ownerId = await this.campaigns.ownerOf(campaignId);
    if (ownerId === null) throw DonationErrors.campaignNotFound();
    if (!(await this.closedAccounts.isClosed(ownerId))) {
      throw DomainError.conflict('organizer_account_open', "The campaign's organizer still has an account: payouts are theirs to request.");
    }
    return this.payOut(campaignId, ownerId, amount, admin.id);
  }

  /** `organizationId`: an organization's campaign, paid to its account (`ownerId` then names who asked). */
  private async payOut(campaignId: string, ownerId: string, amount: Money | null, byAdministrator?: string, organizationId?: string): Promise<PayoutRecord> {
    const payout = await this.uow.run(async () => {
      await this.store.lockCampaign(campaignId);
      const account = organizationId ? await this.accounts.ofOrganization(organizationId) : await this.accounts.ofMember(ownerId);
      const payout = Payout.request(
        {
          campaignId,
          memberId: ownerId,
          account: account && { accountId: account.accountId, active: account.status === 'active' && account.payoutsEnabled },
          hold: await this.store.holdOf(campaignId),
          available: Money.ofCents(await this.store.availableCents(campaignId)),
          requested: amount,
          byAdministrator,
        },
        this.clock.now(),
      );
      await this.payouts.add(payout, CampaignPayouts.TRANSFER_CLAIM_MS);
      return payout;
    });
    await this.transfer(payout);
    return (await this.store.listOf(campaignId)).find((p) => p.id === payout.id)!;
  }

  /**
   * Makes the payout's transfer, whose claim the caller holds, and records the outcome: paid, or failed with
   * its lines reversed. The key is always the payout's own, so the provider makes at most one transfer
   * however often this runs; a transfer it made but never answered for is found by the payout's id first.
   * When the provider does not answer, the claim is given back and the payout stays pending for the sweep.
   */
  private async transfer(payout: Payout, retry = false): Promise<void> {
    try {
      const made = retry ? await this.provider.findTransfer(payout.id, payout.campaignId) : null;
      const transfer =
        made ??
        (await this.provider.transfer({
          amountCents: payout.amountCents,
          destination: payout.destinationAccountId,
          idempotencyKey: payout.idempotencyKey,
          metadata: { payoutId: payout.id, campaignId: payout.campaignId },
        }));
      await this.settle(payout.id, (p) => p.paid(transfer.id, this.clock.now()));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof TransferOutcomeUnknown) {
        this.logger.warn(`Payout ${payout.id} of campaign ${payout.campaignId} stays pending: ${reason}`);
        await this.payouts.releaseClaim(payout.id).catch(() => undefined); // else the claim lapses by itself
        return;
      }
      this.logger.warn(`Payout ${payout.id} of campaign ${payout.campaignId} failed: ${reason}`);
      await this.settle(payout.id, (p) => p.failed(reason, this.clock.now()));
    }
  }

  private async settle(payoutId: string, outcome: (payout: Payout) => void): Promise<void> {
    await this.uow.run(async () => {
      const payout = await this.payouts.findByIdForUpdate(payoutId);
      if (!payout?.isPending) return;
      outcome(payout);
      await this.payouts.save(payout);
    });
  }

  /**
   * Settles payouts left pending for `olderThanMs` or more whose transfer nobody is making (run by the job
   * queue once a period across instances), each payout only once its transfer claim is taken. How many it tried.
   */
  async settleStuck(olderThanMs: number): Promise<number> {
    let tried = 0;
    for (const candidate of await this.payouts.sweepable(olderThanMs, 50)) {
      const payout = await this.payouts.claimTransfer(candidate.id, CampaignPayouts.TRANSFER_CLAIM_MS);
      if (!payout) continue;
      tried++;
      await this.transfer(payout, true);
    }
    return tried;
  }

  /** The campaign's payouts, newest first (its organizer or an admin). */
  async list(campaignId: string, viewer: AuthenticatedUser): Promise<PayoutRecord[]> {
    const campaign = await this.stewards.of(campaignId, viewer.id);
    if (campaign === null) throw DonationErrors.campaignNotFound();
    if (!campaign.steward && !viewer.isAdmin) throw DomainError.forbidden('not_campaign_owner', "Only the campaign's organizer or an administrator can see its payouts.");
    return this.store.listOf(campaignId);
  }

  /** The member's own payouts across their campaigns, newest first, with each campaign's title (Profile → Payouts). */
  async history(member: AuthenticatedUser): Promise<(PayoutRecord & { campaignTitle: string | null })[]> {
    const payouts = await this.store.listOfMember(member.id, 200);
    const titles = await this.campaigns.summaries([...new Set(payouts.map((p) => p.campaignId))]);
    return payouts.map((p) => ({ ...p, campaignTitle: titles.get(p.campaignId)?.title ?? null }));
  }

  /** An administrator holds a campaign's payouts (e.g. while it is under review), with the reason its organizer will read. */
  async hold(campaignId: string, reason: string, by: AuthenticatedUser): Promise<void> {
    if ((await this.campaigns.ownerOf(campaignId)) === null) throw DonationErrors.campaignNotFound();
    await this.uow.run(() => this.store.hold(campaignId, reason.trim(), by.id));
  }

  async release(campaignId: string): Promise<void> {
    await this.uow.run(() => this.store.release(campaignId));
  }
}
