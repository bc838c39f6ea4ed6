import { Inject, Injectable } from '@nestjs/common';
import { APPLICATION_FIGURES, type ApplicationFigures } from './application-figures.port.js';
import { CAMPAIGN_FIGURES, type CampaignFigures } from './campaign-figures.port.js';
import { GIVING_FIGURES, type GivingFigures } from './giving-figures.port.js';
import { MEMBER_FIGURES, type MemberFigures } from './member-figures.port.js';

const GIFT_DAYS = 90;
const MEMBER_WEEKS = 12;

/**
 * The console's figures, each computed on the server by the context that owns the data, through
 * its public API: never by counting the first page of a list. Dollars are numbers here (the
 * console's charts), as they always were on these two calls.
 */
@Injectable()
export class AdminDashboardQueries {
  constructor(
    @Inject(MEMBER_FIGURES) private readonly members: MemberFigures,
    @Inject(CAMPAIGN_FIGURES) private readonly campaigns: CampaignFigures,
    @Inject(GIVING_FIGURES) private readonly giving: GivingFigures,
    @Inject(APPLICATION_FIGURES) private readonly applications: ApplicationFigures,
  ) {}

  async dashboard() {
    const [byStatus, totalUsers, totals, pendingApplications] = await Promise.all([
      this.campaigns.countByStatus(),
      this.members.count(),
      this.giving.totals(),
      this.applications.countPending(),
    ]);
    return {
      pendingCampaigns: byStatus.pending,
      totalUsers,
      totalTransactions: totals.completedCount,
      totalRaised: totals.giftCents / 100,
      totalTips: totals.tipCents / 100,
      pendingApplications,
    };
  }

  async charts() {
    const [giftsPerDay, byStatus, newMembersPerWeek] = await Promise.all([
      this.giving.giftsPerDay(GIFT_DAYS),
      this.campaigns.countByStatus(),
      this.members.newPerWeek(MEMBER_WEEKS),
    ]);
    return {
      giftsPerDay: giftsPerDay.map((d) => ({ day: d.day, count: d.count, amount: d.giftCents / 100 })),
      campaignsByStatus: Object.entries(byStatus).map(([status, count]) => ({ status, count })),
      newMembersPerWeek,
    };
  }
}
