import { Inject, Injectable } from '@nestjs/common';
import { SponsorshipApplications } from '../../creator-hub/index.js';
import { CAMPAIGN_READ_MODEL, CampaignDonations, CampaignQueries, type CampaignReadModel } from '../../fundraising/index.js';
import { IdentityDirectory, MemberAdministration } from '../../identity/index.js';
import { PaymentReports } from '../../payments/index.js';

/**
 * The console's figures and views, each computed on the server by the context that owns the
 * data, through its public API: never by counting the first page of a list.
 */
@Injectable()
export class AdminConsole {
  constructor(
    private readonly identity: IdentityDirectory,
    private readonly members: MemberAdministration,
    @Inject(CAMPAIGN_READ_MODEL) private readonly campaigns: CampaignReadModel,
    private readonly campaignQueries: CampaignQueries,
    private readonly payments: PaymentReports,
    private readonly applications: SponsorshipApplications,
    private readonly campaignNames: CampaignDonations,
  ) {}

  async dashboard() {
    const [byStatus, totalUsers, totals, applications] = await Promise.all([
      this.campaigns.countByStatus(),
      this.identity.countMembers(),
      this.payments.totals(),
      this.applications.counts(),
    ]);
    return {
      pendingCampaigns: byStatus.pending,
      totalUsers,
      totalTransactions: totals.completedCount,
      totalRaised: totals.giftCents / 100,
      totalTips: totals.tipCents / 100,
      pendingApplications: applications.pending,
    };
  }

  async charts() {
    const [giftsPerDay, byStatus, newMembersPerWeek] = await Promise.all([
      this.payments.giftsPerDay(90),
      this.campaigns.countByStatus(),
      this.members.newMembersPerWeek(12),
    ]);
    return {
      giftsPerDay: giftsPerDay.map((d) => ({ day: d.day, count: d.count, amount: d.giftCents / 100 })),
      campaignsByStatus: Object.entries(byStatus).map(([status, count]) => ({ status, count })),
      newMembersPerWeek,
    };
  }

  async activity(userId: string) {
    const [campaigns, donations, applications] = await Promise.all([
      this.campaignQueries.mine(userId),
      this.payments.donationsOf(userId),
      this.applications.mine(userId),
    ]);
    const campaignNames = await this.campaignNames.summaries([...new Set(donations.map((d) => d.campaignId))]);
    return { campaigns, donations, applications, campaignNames };
  }
}
