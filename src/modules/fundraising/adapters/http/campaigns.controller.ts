import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { announceNextPage, NEXT_PAGE_HEADER } from '../../../../shared-kernel/infrastructure/http/paging.js';
import { CampaignQueries } from '../../application/campaign.queries.js';
import { CreateCampaign } from '../../application/create-campaign.use-case.js';
import { DeleteCampaign } from '../../application/delete-campaign.use-case.js';
import { UpdateCampaign } from '../../application/update-campaign.use-case.js';
import { CampaignArchivedResponse } from './dto/campaign-archived.response.dto.js';
import { CampaignResponse } from '../../published-language/index.js';
import { campaignEndOf, CreateCampaignRequest } from '../../published-language/create-campaign.request.dto.js';
import { ListCampaignsQuery } from './dto/list-campaigns.query.dto.js';
import { UpdateCampaignRequest } from './dto/update-campaign.request.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';
import { CampaignErrors } from '../../domain/campaign.errors.js';


@ApiTags('fundraising')
@Controller('campaigns')
export class CampaignsController {
  constructor(
    private readonly queries: CampaignQueries,
    private readonly createCampaignUseCase: CreateCampaign,
    private readonly updateCampaignUseCase: UpdateCampaign,
    private readonly deleteCampaignUseCase: DeleteCampaign,
  ) {}

  /**
   * Live campaigns (approved and active), newest first, or ranked by relevance to `search`.
   * At most `limit` (default 50); when there are more, X-Next-Cursor names the next page.
   * With `ids`: those campaigns that everyone may see, in the order given, on one page.
   */
  @ApiScopeRequired('campaigns:read')
  @Get()
  @ApiOkResponse({ type: [CampaignResponse], headers: NEXT_PAGE_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'A bad limit, or a cursor that is not this list’s' })
  async listCampaigns(
    @Query() query: ListCampaignsQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CampaignResponse[]> {
    if (query.ids) return (await this.queries.publicByIds(query.ids)).map((v) => CampaignResponse.of(v));
    const page = await this.queries.browse({ text: query.search, limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map((v) => CampaignResponse.of(v));
  }

  /** One campaign by slug or id. Pending, rejected or inactive ones only for their owner and admins; 404 for others. */
  @ApiScopeRequired('campaigns:read')
  @Get(':slugOrId')
  @ApiOkResponse({ type: CampaignResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getCampaign(@Param('slugOrId') slugOrId: string, @CurrentUser() viewer?: AuthenticatedUser): Promise<CampaignResponse> {
    return CampaignResponse.of(await this.queries.open(slugOrId, viewer));
  }

  /** Starts a campaign; it waits for review (status pending) before it goes live. */
  @ApiScopeRequired('campaigns:write')
  @Post()
  @UseGuards(SignedInGuard)
  @ApiCreatedResponse({ type: CampaignResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Every bad field in `errors`; the first one’s text in `message`' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async createCampaign(@Body() body: CreateCampaignRequest, @CurrentUser() user: AuthenticatedUser): Promise<CampaignResponse> {
    const campaign = await this.createCampaignUseCase.execute({
      ownerId: user.id,
      title: body.title,
      description: body.description,
      goal: body.goal,
      image: body.image,
      video: body.video,
      additionalImages: body.additionalImages,
      ...campaignEndOf(body.endDate, body.endTimeZone),
    });
    return CampaignResponse.of(await this.queries.open(campaign.id, user));
  }

  /**
   * The owner changes their campaign; send only the fields that change. Content edits (title,
   * description, goal, images, video) of an approved campaign wait for review as its
   * `pendingRevision`: the approved content stays public until a moderator approves the edit.
   * isActive applies at once.
   */
  @ApiScopeRequired('campaigns:write')
  @Put(':id')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: CampaignResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async updateCampaign(
    @IdParam('id', CampaignErrors.notFound) id: string,
    @Body() body: UpdateCampaignRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CampaignResponse> {
    await this.updateCampaignUseCase.execute(id, body, user);
    return CampaignResponse.of(await this.queries.open(id, user));
  }

  /**
   * The owner deletes their campaign, permanently (204). A campaign that has received donations is
   * archived instead (200, saying so): no longer public, no more donations, its records kept.
   */
  @ApiScopeRequired('campaigns:write')
  @Delete(':id')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiOkResponse({ type: CampaignArchivedResponse, description: 'It holds donations: archived instead of deleted' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async deleteCampaign(
    @IdParam('id', CampaignErrors.notFound) id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CampaignArchivedResponse | undefined> {
    if ((await this.deleteCampaignUseCase.execute(id, user)) === 'deleted') return undefined;
    res.status(200);
    return CampaignArchivedResponse.value;
  }
}
