import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { AdminGuard, CurrentUser } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { DecideOnCampaignUpdate } from '../../application/decide-on-campaign-update.use-case.js';
import { ModerationQueries } from '../../application/moderation.queries.js';
import { CampaignUpdateDecisionResponse } from './dto/campaign-update-decision.response.dto.js';
import { CampaignUpdateListQuery } from './dto/campaign-update-list.query.dto.js';
import { PendingCampaignUpdateResponse } from './dto/pending-campaign-update.response.dto.js';
import { RejectCampaignUpdateRequest } from './dto/reject-campaign-update.request.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';

const SHOWN = 200;

/**
 * Review of organizers' campaign updates, for administrators (401 signed out, 403 members). An update is public,
 * and mailed to its campaign's donors, only once approved; a rejection needs a reason (the organizer sees it).
 * Each update is decided once (409 after); decisions are in the audit trail (campaign.update-approved/-rejected).
 */
@ApiTags('moderation')
@Controller('admin/campaign-updates')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminCampaignUpdatesController {
  constructor(
    private readonly queries: ModerationQueries,
    private readonly decide: DecideOnCampaignUpdate,
  ) {}

  /** Updates waiting for review, newest first (at most 200). */
  @Get()
  @ApiOkResponse({ type: [PendingCampaignUpdateResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listCampaignUpdatesForReview(@Query() _query: CampaignUpdateListQuery): Promise<PendingCampaignUpdateResponse[]> {
    const page = await this.queries.pendingCampaignUpdates({ limit: SHOWN });
    return page.items.map((u) => PendingCampaignUpdateResponse.of(u));
  }

  /** Approves an update: it is public on its campaign's page, and the campaign's donors are told by email. */
  @Post(':id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: CampaignUpdateDecisionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  async approveCampaignUpdate(@IdParam('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<CampaignUpdateDecisionResponse> {
    await this.decide.execute(id, 'approve', admin);
    return CampaignUpdateDecisionResponse.decided(await this.queries.campaignUpdate(id));
  }

  /** Rejects an update, with the reason its organizer sees; it is never public nor mailed. */
  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: CampaignUpdateDecisionResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  async rejectCampaignUpdate(
    @IdParam('id') id: string,
    @CurrentUser() admin: AuthenticatedUser,
    @Body() body: RejectCampaignUpdateRequest,
  ): Promise<CampaignUpdateDecisionResponse> {
    await this.decide.execute(id, 'reject', admin, body.reason);
    return CampaignUpdateDecisionResponse.decided(await this.queries.campaignUpdate(id));
  }
}
