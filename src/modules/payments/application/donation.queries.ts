import type { RecurringGiftStatus } from '../domain/recurring-gift-status.js';
import { Inject, Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../shared-kernel/application.js';
import type { DonationStatus } from '../domain/donation.aggregate.js';
import type { PaymentMethodKind } from '../domain/processing-fee.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { DONOR_DIRECTORY, type DonorCard, type DonorDirectory } from './donor-directory.port.js';
import { ORGANIZATION_BOOK, type OrganizationBook } from './organization-book.port.js';

/** The distinct ids among these, leaving out the missing ones. */
const ids = (values: (string | null)[]): string[] => [...new Set(values.filter((v): v is string => v !== null))];

/** A donation as lists read it. */
export interface DonationView {
  id: string;
  /** Null for a gift to an organization. */
  campaignId: string | null;
  /** The organization given to (null for a campaign gift); with its funds' parts where the read asks for them. */
  organizationId: string | null;
  allocations: { fundId: string; cents: number }[];
  donorUserId: string | null;
  guestFirstName: string | null;
  guestLastName: string | null;
  guestEmail: string | null;
  giftCents: number;
  tipCents: number;
  /** The processing fee the donor covered (0 when they did not). */
  feeCoveredCents: number;
  paymentMethod: PaymentMethodKind;
  message: string | null;
  isAnonymous: boolean;
  status: DonationStatus;
  paymentIntentId: string | null;
  failureReason: string | null;
  createdAt: Date;
  completedAt: Date | null;
  /** The campaign's organiser hid this gift's message from its public page. */
  messageHidden?: boolean;
  /** A month of a monthly gift: that gift's status now (where the read asks for it; null for a one-off gift). */
  monthlyGiftStatus?: RecurringGiftStatus | null;
}

export interface DonationReadModel {
  completedForCampaign(campaignId: string, limit: number): Promise<DonationView[]>;
  completedForUser(userId: string): Promise<DonationView[]>;
  /**
   * A member's giving history, newest first: completed gifts, refunded ones (shown as refunded), bank payments still
   * processing and bank payments that failed (the donor left the checkout before the outcome).
   */
  historyOfUser(userId: string): Promise<DonationView[]>;
  /** Completed gifts to a campaign that carry a message, newest first; hidden messages only when asked. */
  withMessagesForCampaign(campaignId: string, includeHidden: boolean, limit: number): Promise<DonationView[]>;
  /** Completed and refunded gifts to a campaign, newest first (its organiser's donor list). */
  givenToCampaign(campaignId: string): Promise<DonationView[]>;
  /** Newest first; without a status, every donation that is no longer pending. */
  page(filter: PageRequest & { status?: DonationStatus }): Promise<Page<DonationView>>;
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
    @Inject(ORGANIZATION_BOOK) private readonly organizations: OrganizationBook,
  ) {}

  /** Recent gifts on a campaign page; anonymous gifts carry no name. An id that is no campaign's has none. */
  async forCampaign(campaignId: string, limit = 50): Promise<{ donation: DonationView; donor: DonorCard | null }[]> {
    const donations = await this.reads.completedForCampaign(campaignId, limit);
    const cards = await this.donors.cards(donations.filter((d) => d.donorUserId && !d.isAnonymous).map((d) => d.donorUserId!));
    return donations.map((d) => {
      let donor: DonorCard | null = null;
      if (!d.isAnonymous) {
        donor = d.donorUserId
          ? cards.get(d.donorUserId) ?? null
          : { firstName: d.guestFirstName, lastName: d.guestLastName, profileImageUrl: null };
      }
      return { donation: d, donor };
    });
  }

  /**
   * The organiser's donor list: every gift (refunded ones marked), with the donor's name and email
   * unless the gift is anonymous. The caller has checked the viewer may see it.
   */
  async donorsOf(campaignId: string) {
    const donations = await this.reads.givenToCampaign(campaignId);
    const members = donations.filter((d) => d.donorUserId && !d.isAnonymous).map((d) => d.donorUserId!);
    const [cards, emails] = await Promise.all([this.donors.cards(members), this.donors.emails(members)]);
    return donations.map((d) => {
      if (d.isAnonymous) return { donation: d, name: null, email: null };
      if (!d.donorUserId) return { donation: d, name: [d.guestFirstName, d.guestLastName].filter(Boolean).join(' '), email: d.guestEmail };
      const card = cards.get(d.donorUserId);
      return { donation: d, name: [card?.firstName, card?.lastName].filter(Boolean).join(' ') || 'Member', email: emails.get(d.donorUserId) ?? null };
    });
  }

  /** A member's history: each gift with its campaign, or its organization and each fund's part (named). */
  async forUser(userId: string) {
    const donations = await this.reads.historyOfUser(userId);
    const [campaigns, organizations] = await Promise.all([
      this.campaigns.summaries(ids(donations.map((d) => d.campaignId))),
      this.organizations.many(ids(donations.map((d) => d.organizationId))),
    ]);
    return donations.map((d) => {
      const organization = d.organizationId ? organizations.get(d.organizationId) : undefined;
      const funds = new Map(organization?.funds.map((f) => [f.id, f.name]));
      return {
        donation: d,
        campaign: d.campaignId ? (campaigns.get(d.campaignId) ?? null) : null,
        organization: organization ? { id: organization.id, name: organization.name, slug: organization.slug } : null,
        parts: d.allocations.map((p) => ({ fundId: p.fundId, fundName: funds.get(p.fundId) ?? 'A fund', cents: p.cents })),
      };
    });
  }

  /** Every payment with its real status, for admins; a tampered cursor is refused (400). */
  async forAdmin(filter: PageRequest & { status?: DonationStatus }) {
    const page = await this.reads.page(filter);
    const campaigns = await this.campaigns.summaries(ids(page.items.map((d) => d.campaignId)));
    const cards = await this.donors.cards(page.items.filter((d) => d.donorUserId).map((d) => d.donorUserId!));
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((d) => ({
        donation: d,
        campaign: d.campaignId ? (campaigns.get(d.campaignId) ?? null) : null,
        donorName: d.donorUserId
          ? [cards.get(d.donorUserId)?.firstName, cards.get(d.donorUserId)?.lastName].filter(Boolean).join(' ') || 'Member'
          : [d.guestFirstName, d.guestLastName].filter(Boolean).join(' '),
      })),
    };
  }
}
