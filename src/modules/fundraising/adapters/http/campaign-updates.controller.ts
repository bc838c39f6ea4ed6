import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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

function responseOf(u: CampaignUpdateState): CampaignUpdateResponse {
  return { id: u.id, campaignId: u.campaignId, title: u.title, body: u.body, image: u.image, createdAt: u.postedAt.toISOString() };
}

@ApiTags('fundraising')
@Controller('campaigns/:id/updates')
export class CampaignUpdatesController {
  constructor(private readonly updates: CampaignUpdates) {}

  /** The campaign's updates, newest first (whoever may see the campaign). */
  @Get()
  @ApiOkResponse({ type: [CampaignUpdateResponse] })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async listCampaignUpdates(@Param('id') id: string, @CurrentUser() viewer?: AuthenticatedUser): Promise<CampaignUpdateResponse[]> {
    return (await this.updates.list(id, viewer)).map(responseOf);
  }

  /** The organiser posts an update (title, text, optional image); 403 for anyone else. Donors who did not opt out are told by email. */
  @Post()
  @UseGuards(SignedInGuard)
  @ApiCreatedResponse({ type: CampaignUpdateResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async postCampaignUpdate(
    @Param('id') id: string,
    @Body() body: PostCampaignUpdateRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CampaignUpdateResponse> {
    return responseOf(await this.updates.post(id, { title: body.title, body: body.body, image: body.image ?? null }, user));
  }
}
