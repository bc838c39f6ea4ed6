import { Inject, Injectable } from '@nestjs/common';
import { BUSINESS_FIGURES, type BusinessFigures } from './business-figures.port.js';
import { CAMPAIGN_FIGURES, type CampaignFigures } from './campaign-figures.port.js';
import { MEMBER_FIGURES, type MemberFigures } from './member-figures.port.js';

/** The public statistics strip (home and browse pages): figures about the whole platform. */
@Injectable()
export class PublicStatistics {
  constructor(
    @Inject(MEMBER_FIGURES) private readonly members: MemberFigures,
    @Inject(CAMPAIGN_FIGURES) private readonly campaigns: CampaignFigures,
    @Inject(BUSINESS_FIGURES) private readonly business: BusinessFigures,
  ) {}

  async figures(): Promise<{ communityMembers: number; donationsRaised: number; businessMembers: number; industries: number }> {
    const [communityMembers, raisedCents, businessMembers, industries] = await Promise.all([
      this.members.count(),
      this.campaigns.totalRaisedCents(),
      this.business.countProfiles(),
      this.business.countIndustries(),
    ]);
    return { communityMembers, donationsRaised: raisedCents / 100, businessMembers, industries };
  }
}
