import { Inject, Injectable } from '@nestjs/common';
import { BusinessDirectory } from '../../business-network/index.js';
import { CAMPAIGN_READ_MODEL, type CampaignReadModel } from '../../fundraising/index.js';
import { IdentityDirectory } from '../../identity/index.js';

/**
 * Figures about the whole platform, each read from the context that owns it through its public
 * API. Moderation sits downstream of every context, so the public statistics strip and the admin
 * dashboard's cards both come from here.
 */
@Injectable()
export class PlatformFigures {
  constructor(
    private readonly identity: IdentityDirectory,
    @Inject(CAMPAIGN_READ_MODEL) private readonly campaigns: CampaignReadModel,
    private readonly business: BusinessDirectory,
  ) {}

  async publicStatistics(): Promise<{ communityMembers: number; donationsRaised: number; businessMembers: number; industries: number }> {
    const [communityMembers, raisedCents, businessMembers, industries] = await Promise.all([
      this.identity.countMembers(),
      this.campaigns.totalRaisedCents(),
      this.business.countProfiles(),
      this.business.countIndustries(),
    ]);
    return { communityMembers, donationsRaised: raisedCents / 100, businessMembers, industries };
  }
}
