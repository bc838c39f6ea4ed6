import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import {
  ApiBadRequestResponse,
  ApiTooManyRequestsResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { CampaignUpdates } from '../../application/campaign-updates.use-case.js';
import type { CampaignUpdateState } from '../../domain/campaign-update.aggregate.js';
import { CampaignUpdateResponse } from './dto/campaign-update.response.dto.js';
import { PostCampaignUpdateRequest } from './dto/post-campaign-update.request.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';

function responseOf(u: CampaignUpdateState): CampaignUpdateResponse {
  return {
    id: u.id,
    campaignId: u.campaignId,
    title: u.title,
    body: u.body,
    image: u.image,
    createdAt: u.postedAt.toISOString(),
    status: u.status,
    rejectionReason: u.rejectionReason,
  };
}

@ApiTags('fundraising')
@Controller('campaigns/:id/updates')
export class CampaignUpdatesController {
  constructor(private readonly updates: CampaignUpdates) {}

  /**
   * The campaign's approved updates, newest first (whoever may see the campaign); its organizer and administrators
   * also get those waiting for review and those rejected (with the reason), each with its status.
   */
  @ApiScopeRequired('campaigns:read')
  @Get()
  @ApiOkResponse({ type: [CampaignUpdateResponse] })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async listCampaignUpdates(@IdParam('id') id: string, @CurrentUser() viewer?: AuthenticatedUser): Promise<CampaignUpdateResponse[]> {
    return (await this.updates.list(id, viewer)).map(responseOf);
  }

  /**
   * The organizer posts an update (title, text, optional image); 403 for anyone else. It waits for a moderator's
   * review (status `pending`): once approved it is public and the campaign's donors who did not opt out are told by
   * email (at most one update email a day per campaign). At most 3 updates in any 24 hours: the 4th is 429.
   */
  @ApiScopeRequired('campaigns:write')
  @Post()
  @UseGuards(SignedInGuard)
  @ApiCreatedResponse({ type: CampaignUpdateResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async postCampaignUpdate(
    @IdParam('id') id: string,
    @Body() body: PostCampaignUpdateRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CampaignUpdateResponse> {
    return responseOf(await this.updates.post(id, { title: body.title, body: body.body, image: body.image ?? null }, user));
  }
}
