import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPropertyOptional,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { AdminGuard, CurrentUser } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { announceNextPage } from '../../../../shared-kernel/infrastructure/http/paging.js';
import { CampaignQueries, CampaignResponse } from '../../../fundraising/index.js';
import { DecideOnCampaign } from '../../application/decide-on-campaign.use-case.js';

export class AdminCampaignListQuery {
  @ApiPropertyOptional({ enum: ['pending', 'approved', 'rejected'] })
  @IsOptional()
  @IsIn(['pending', 'approved', 'rejected'], { message: 'status must be pending, approved or rejected' })
  status?: 'pending' | 'approved' | 'rejected';

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) search?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) cursor?: string;
}


/** Campaign review for administrators (401 signed out, 403 members). */
@ApiTags('moderation')
@Controller('admin/campaigns')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminCampaignsController {
  constructor(
    private readonly campaigns: CampaignQueries,
    private readonly decide: DecideOnCampaign,
  ) {}

  /** Campaigns waiting for review, oldest request last (newest first). */
  @Get('pending')
  @ApiOkResponse({ type: [CampaignResponse] })
  async listPendingCampaigns(
    @Query() query: AdminCampaignListQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CampaignResponse[]> {
    const page = await this.campaigns.forReview({ status: 'pending', text: query.search, limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map((v) => CampaignResponse.of(v));
  }

  /** Every campaign with its true status, newest first. */
  @Get()
  @ApiOkResponse({ type: [CampaignResponse] })
  async listAllCampaigns(
    @Query() query: AdminCampaignListQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CampaignResponse[]> {
    const page = await this.campaigns.forReview({ status: query.status, text: query.search, limit: query.limit ?? 50, cursor: query.cursor });
    announceNextPage(req, res, page.nextCursor);
    return page.items.map((v) => CampaignResponse.of(v));
  }

  /** Approves a campaign: it goes live. */
  @Post(':id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: CampaignResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async approveCampaign(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<CampaignResponse> {
    await this.decide.execute(id, 'approve', admin);
    return CampaignResponse.of(await this.campaigns.open(id, admin));
  }

  /** Rejects a campaign: it stays hidden from everyone but its owner. */
  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: CampaignResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async rejectCampaign(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<CampaignResponse> {
    await this.decide.execute(id, 'reject', admin);
    return CampaignResponse.of(await this.campaigns.open(id, admin));
  }

  /** Deletes any campaign permanently. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  async deleteCampaignAsAdmin(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<void> {
    await this.decide.execute(id, 'delete', admin);
  }
}
