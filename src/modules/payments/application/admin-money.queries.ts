import { Inject, Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../shared-kernel/application.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { CLOSED_ACCOUNTS, type ClosedAccounts } from './closed-accounts.port.js';
import type { PayoutStatus } from './campaign-payouts.service.js';
import { DONOR_DIRECTORY, type DonorDirectory } from './donor-directory.port.js';

/** A payout as the admin's Payouts tab lists it. */
export interface AdminPayoutView {
  id: string;
  campaignId: string;
  memberId: string;
  amountCents: number;
  status: PayoutStatus;
  destinationAccountId: string;
  providerTransferId: string | null;
  failureReason: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

/** A refunded gift as the admin's Refunds tab lists it (when: its ledger lines' time). */
export interface AdminRefundView {
  donationId: string;
  campaignId: string;
  donorUserId: string | null;
  guestFirstName: string | null;
  guestLastName: string | null;
  isAnonymous: boolean;
  giftCents: number;
  tipCents: number;
  /** The part of the gift the platform's balance paid because the campaign's money had been paid out. */
  afterPayoutCents: number;
  paymentIntentId: string | null;
  refundedAt: Date;
}

export interface PayoutHoldView {
  campaignId: string;
  reason: string;
  heldBy: string;
  heldAt: Date;
}

/** Reads of payouts, refunds and holds across every campaign (administrators only). */
export interface AdminMoneyReadModel {
  payouts(filter: PageRequest & { status?: PayoutStatus }): Promise<Page<AdminPayoutView>>;
  refunds(filter: PageRequest): Promise<Page<AdminRefundView>>;
  holds(): Promise<PayoutHoldView[]>;
  /** Campaigns whose funds (the ledger) hold money now, most first (at most `limit`). */
  campaignsHoldingMoney(limit: number): Promise<{ campaignId: string; availableCents: number }[]>;
}
export const ADMIN_MONEY_READ_MODEL = Symbol('AdminMoneyReadModel');

const fullName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ');

/** The admin console's Payouts, Refunds and holds, with campaign titles and member names attached. */
@Injectable()
export class AdminMoneyQueries {
  constructor(
    @Inject(ADMIN_MONEY_READ_MODEL) private readonly reads: AdminMoneyReadModel,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(DONOR_DIRECTORY) private readonly members: DonorDirectory,
    @Inject(CLOSED_ACCOUNTS) private readonly closedAccounts: ClosedAccounts,
  ) {}

  /**
   * Campaigns still holding money whose organizer closed their account: nobody but an administrator can refund
   * their gifts or pay them out now (POST /api/admin/campaigns/{id}/payouts), so the console lists them.
   */
  async strandedCampaigns(): Promise<{ campaignId: string; campaignTitle: string | null; campaignSlug: string | null; availableCents: number }[]> {
    const holding = await this.reads.campaignsHoldingMoney(1000);
    const owners = new Map<string, string>();
    for (const { campaignId } of holding) {
      const owner = await this.campaigns.ownerOf(campaignId);
      if (owner) owners.set(campaignId, owner);
    }
    const closed = await this.closedAccounts.closedAmong([...new Set(owners.values())]);
    const stranded = holding.filter((c) => closed.has(owners.get(c.campaignId) ?? ''));
    const names = await this.campaigns.summaries(stranded.map((c) => c.campaignId));
    return stranded.map((c) => ({ ...c, campaignTitle: names.get(c.campaignId)?.title ?? null, campaignSlug: names.get(c.campaignId)?.slug ?? null }));
  }

  async payouts(filter: PageRequest & { status?: PayoutStatus }) {
    const page = await this.reads.payouts(filter);
    const [campaigns, cards] = await Promise.all([
      this.campaigns.summaries([...new Set(page.items.map((p) => p.campaignId))]),
      this.members.cards([...new Set(page.items.map((p) => p.memberId))]),
    ]);
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((p) => ({
        payout: p,
        campaignTitle: campaigns.get(p.campaignId)?.title ?? null,
        organizerName: fullName(cards.get(p.memberId)?.firstName, cards.get(p.memberId)?.lastName) || 'Member',
      })),
    };
  }

  async refunds(filter: PageRequest) {
    const page = await this.reads.refunds(filter);
    const [campaigns, cards] = await Promise.all([
      this.campaigns.summaries([...new Set(page.items.map((r) => r.campaignId))]),
      this.members.cards(page.items.filter((r) => r.donorUserId).map((r) => r.donorUserId!)),
    ]);
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((r) => {
        const name = r.donorUserId
          ? fullName(cards.get(r.donorUserId)?.firstName, cards.get(r.donorUserId)?.lastName) || 'Member'
          : fullName(r.guestFirstName, r.guestLastName) || 'Guest';
        return { refund: r, campaignTitle: campaigns.get(r.campaignId)?.title ?? null, donorName: r.isAnonymous ? `${name} (anonymous)` : name };
      }),
    };
  }

  async holds() {
    const holds = await this.reads.holds();
    const [campaigns, cards] = await Promise.all([
      this.campaigns.summaries(holds.map((h) => h.campaignId)),
      this.members.cards([...new Set(holds.map((h) => h.heldBy))]),
    ]);
    return holds.map((h) => ({
      hold: h,
      campaignTitle: campaigns.get(h.campaignId)?.title ?? null,
      heldByName: fullName(cards.get(h.heldBy)?.firstName, cards.get(h.heldBy)?.lastName) || 'Administrator',
    }));
  }
}
