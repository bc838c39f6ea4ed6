import { Body, Controller, Delete, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { AdminGuard, CurrentUser } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { announceNextPage, NEXT_PAGE_HEADER } from '../../../../shared-kernel/infrastructure/http/paging.js';
import { DecideOnCampaign } from '../../application/decide-on-campaign.use-case.js';
import { ModerationQueries } from '../../application/moderation.queries.js';
import { AdminCampaignListQuery } from './dto/admin-campaign-list.query.dto.js';
import { CampaignArchivedResponse } from './dto/campaign-archived.response.dto.js';
import { CampaignResponse } from '../../../fundraising/published-language/index.js';
import { RejectCampaignRequest } from './dto/reject-campaign.request.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';
import { ReviewCaseErrors } from '../../domain/review-case.errors.js';

/** A malformed campaign id is no such campaign (404), as an unknown one is. */
const CAMPAIGN_NOT_FOUND = () => ReviewCaseErrors.subjectNotFound('campaign');

/** Campaign review for administrators (401 signed out, 403 members). */
@ApiTags('moderation')
@Controller('admin/campaigns')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminCampaignsController {
  constructor(
    private readonly queries: ModerationQueries,
    private readonly decide: DecideOnCampaign,
  ) {}

  /** The review queue: campaigns waiting for a decision, newest first. */
  @Get('pending')
  @ApiOkResponse({ type: [CampaignResponse], headers: NEXT_PAGE_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listPendingCampaigns(
    @Query() query: AdminCampaignListQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CampaignResponse[]> {
    const page = await this.queries.pendingCampaigns({ text: query.search, limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map((c) => CampaignResponse.of(c));
  }

  /** Every campaign with its true status, newest first (ranked by `search` when given). */
  @Get()
  @ApiOkResponse({ type: [CampaignResponse], headers: NEXT_PAGE_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listAllCampaigns(
    @Query() query: AdminCampaignListQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CampaignResponse[]> {
    const page = await this.queries.allCampaigns({ status: query.status, text: query.search, limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map((c) => CampaignResponse.of(c));
  }

  /** Approves a campaign: it goes live. */
  @Post(':id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: CampaignResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async approveCampaign(@IdParam('id', CAMPAIGN_NOT_FOUND) id: string, @CurrentUser() admin: AuthenticatedUser): Promise<CampaignResponse> {
    await this.decide.execute(id, 'approve', admin);
    return CampaignResponse.of(await this.queries.campaign(id));
  }

  /**
   * Rejects a campaign, or the owner's edit of it waiting for review, with the reason its organizer is emailed and
   * sees on their campaigns (400 without one). A rejected campaign stays hidden from everyone but its owner; a
   * rejected edit is dropped and the approved version stays public.
   */
  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: CampaignResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'No reason, or one longer than 1,000 characters' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async rejectCampaign(@IdParam('id', CAMPAIGN_NOT_FOUND) id: string, @CurrentUser() admin: AuthenticatedUser, @Body() body: RejectCampaignRequest): Promise<CampaignResponse> {
    await this.decide.execute(id, 'reject', admin, body.reason);
    return CampaignResponse.of(await this.queries.campaign(id));
  }

  /**
   * Deletes any campaign permanently (204). A campaign that has received donations is archived
   * instead (200, saying so): no longer public, no more donations, its records kept.
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiOkResponse({ type: CampaignArchivedResponse, description: 'It holds donations: archived instead of deleted' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async deleteCampaignAsAdmin(
    @IdParam('id', CAMPAIGN_NOT_FOUND) id: string,
    @CurrentUser() admin: AuthenticatedUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CampaignArchivedResponse | undefined> {
    await this.decide.execute(id, 'remove', admin);
    // Fundraising applied the removal when the decision was delivered (before this call returns).
    const archived = await this.queries.archivedCampaign(id);
    if (!archived) return undefined;
    res.status(200);
    return CampaignArchivedResponse.value;
  }
}
