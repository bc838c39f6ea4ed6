import { Inject, Injectable } from '@nestjs/common';
import type { Page } from '../../../shared-kernel/application.js';
import { APPLICATION_FIGURES, type ApplicationFigures, type ReportedApplication } from './application-figures.port.js';
import { CAMPAIGN_FIGURES, type CampaignFigures, type ReportedCampaign } from './campaign-figures.port.js';
import { GIVING_FIGURES, type GivingFigures, type ReportedGift } from './giving-figures.port.js';
import { MEMBER_FIGURES, type MemberFigures, type MemberSummary } from './member-figures.port.js';

export interface MemberActivity {
  campaigns: ReportedCampaign[];
  gifts: (ReportedGift & { campaign: { title: string; slug: string } | null })[];
  applications: ReportedApplication[];
}

/** Members as the console finds them, and what each has done on the platform. */
@Injectable()
export class MemberReports {
  constructor(
    @Inject(MEMBER_FIGURES) private readonly members: MemberFigures,
    @Inject(CAMPAIGN_FIGURES) private readonly campaigns: CampaignFigures,
    @Inject(GIVING_FIGURES) private readonly giving: GivingFigures,
    @Inject(APPLICATION_FIGURES) private readonly applications: ApplicationFigures,
  ) {}

  search(filter: { text?: string; limit: number; cursor?: string }): Promise<Page<MemberSummary>> {
    return this.members.search(filter);
  }

  /** A member's campaigns, completed gifts (with their campaigns' names) and applications; empty for an unknown id. */
  async activity(userId: string): Promise<MemberActivity> {
    const [campaigns, gifts, applications] = await Promise.all([
      this.campaigns.ofOwner(userId),
      this.giving.giftsOf(userId),
      this.applications.ofApplicant(userId),
    ]);
    const names = await this.campaigns.names([...new Set(gifts.flatMap((g) => (g.campaignId ? [g.campaignId] : [])))]);
    return { campaigns, gifts: gifts.map((g) => ({ ...g, campaign: (g.campaignId && names.get(g.campaignId)) || null })), applications };
  }
}
