import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IdentityDirectory } from '../../../identity/index.js';
import { CAMPAIGN_READ_MODEL, type CampaignReadModel } from '../../application/campaign-view.js';
import { BUSINESS_FIGURES, type BusinessFigures } from '../../application/business-figures.js';

export class StatisticsResponse {
  @ApiProperty({ description: 'Registered members' }) communityMembers: number;
  @ApiProperty({ description: 'Total given to campaigns, in US dollars' }) donationsRaised: number;
  @ApiProperty({ description: 'Businesses in the network directory' }) businessMembers: number;
  @ApiProperty({ description: 'Distinct industries in the directory' }) industries: number;
}

/** Platform figures, each read from the context that owns it. */
@ApiTags('fundraising')
@Controller('statistics')
export class StatisticsController {
  constructor(
    private readonly identity: IdentityDirectory,
    @Inject(CAMPAIGN_READ_MODEL) private readonly campaigns: CampaignReadModel,
    @Inject(BUSINESS_FIGURES) private readonly business: BusinessFigures,
  ) {}

  @Get()
  @ApiOkResponse({ type: StatisticsResponse })
  async getStatistics(): Promise<StatisticsResponse> {
    const [communityMembers, raisedCents, business] = await Promise.all([
      this.identity.countMembers(),
      this.campaigns.totalRaisedCents(),
      this.business.figures(),
    ]);
    return { communityMembers, donationsRaised: raisedCents / 100, ...business };
  }
}
