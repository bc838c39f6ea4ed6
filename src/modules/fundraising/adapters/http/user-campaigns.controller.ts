import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { CampaignQueries } from '../../application/campaign.queries.js';
import { CampaignResponse } from '../../published-language/index.js';

@ApiTags('fundraising')
@Controller('user/campaigns')
export class UserCampaignsController {
  constructor(private readonly queries: CampaignQueries) {}

  /** The signed-in member's own campaigns, whatever their status, newest first. */
  @ApiScopeRequired('campaigns:read')
  @Get()
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: [CampaignResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async listMyCampaigns(@CurrentUser() user: AuthenticatedUser): Promise<CampaignResponse[]> {
    return (await this.queries.mine(user.id)).map((v) => CampaignResponse.of(v));
  }
}
