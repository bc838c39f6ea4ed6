import { Inject, Injectable } from '@nestjs/common';
import { CAMPAIGN_CATALOG, DONOR_DIRECTORY, type CampaignCatalog, type DonorDirectory } from './campaign-eligibility.js';

export interface DonationRecord {
  id: string;
  campaignId: string;
  donorUserId: string | null;
  guestFirstName: string | null;
  guestLastName: string | null;
  guestEmail: string | null;
  giftCents: number;
  tipCents: number;
  message: string | null;
  isAnonymous: boolean;
  status: 'pending' | 'completed' | 'failed';
  paymentIntentId: string | null;
  failureReason: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

export interface DonationReadModel {
  completedForCampaign(campaignId: string, limit: number): Promise<DonationRecord[]>;
  completedForUser(userId: string): Promise<DonationRecord[]>;
  page(filter: { status?: string; limit: number; cursor?: string }): Promise<{ items: DonationRecord[]; nextCursor: string | null }>;
  totals(): Promise<{ completedCount: number; giftCents: number; tipCents: number }>;
  /** Completed gifts per day over the last `days` days (every day present, zero when none). */
  giftsPerDay(days: number): Promise<{ day: string; count: number; giftCents: number }[]>;
}
export const DONATION_READ_MODEL = Symbol('DonationReadModel');

/** Donation lists with donor names and campaign names attached. */
@Injectable()
export class DonationQueries {
  constructor(
    @Inject(DONATION_READ_MODEL) private readonly reads: DonationReadModel,
    @Inject(DONOR_DIRECTORY) private readonly donors: DonorDirectory,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
  ) {}

  /** Recent gifts on a campaign page; anonymous gifts carry no name. */
  async forCampaign(campaignId: string, limit = 50) {
    const records = await this.reads.completedForCampaign(campaignId, limit);
    const cards = await this.donors.cards(records.filter((r) => r.donorUserId && !r.isAnonymous).map((r) => r.donorUserId!));
    return records.map((r) => {
      let user: { firstName: string | null; lastName: string | null; profileImageUrl: string | null } | null = null;
      if (!r.isAnonymous) {
        user = r.donorUserId
          ? cards.get(r.donorUserId) ?? null
          : { firstName: r.guestFirstName, lastName: r.guestLastName, profileImageUrl: null };
      }
      return { record: r, user };
    });
  }

  async forUser(userId: string) {
    const records = await this.reads.completedForUser(userId);
    const campaigns = await this.campaigns.summaries([...new Set(records.map((r) => r.campaignId))]);
    return records.map((r) => ({ record: r, campaign: campaigns.get(r.campaignId) ?? null }));
  }

  async forAdmin(filter: { status?: string; limit: number; cursor?: string }) {
    const page = await this.reads.page(filter);
    const campaigns = await this.campaigns.summaries([...new Set(page.items.map((r) => r.campaignId))]);
    const cards = await this.donors.cards(page.items.filter((r) => r.donorUserId).map((r) => r.donorUserId!));
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((r) => ({
        record: r,
        campaign: campaigns.get(r.campaignId) ?? null,
        donorName: r.donorUserId
          ? [cards.get(r.donorUserId)?.firstName, cards.get(r.donorUserId)?.lastName].filter(Boolean).join(' ') || 'Member'
          : [r.guestFirstName, r.guestLastName].filter(Boolean).join(' '),
      })),
    };
  }
}
