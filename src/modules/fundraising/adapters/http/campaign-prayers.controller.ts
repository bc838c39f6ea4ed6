import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { CampaignPrayers } from '../../application/campaign-prayers.use-case.js';
import { PrayerStateResponse } from './dto/prayer-state.response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';
import { CampaignErrors } from '../../domain/campaign.errors.js';

@ApiTags('fundraising')
@Controller('campaigns/:id/prayers')
export class CampaignPrayersController {
  constructor(private readonly prayers: CampaignPrayers) {}

  /** How many members pray for the campaign, and whether the viewer does. */
  @Get()
  @ApiOkResponse({ type: PrayerStateResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  getCampaignPrayers(@IdParam('id', CampaignErrors.notFound) id: string, @CurrentUser() viewer?: AuthenticatedUser): Promise<PrayerStateResponse> {
    return this.prayers.stateOf(id, viewer);
  }

  /** "I'm praying" (signed-in members): marks the campaign once, or takes the mark back when tapped again. */
  @Post()
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: PrayerStateResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  toggleCampaignPrayer(@IdParam('id', CampaignErrors.notFound) id: string, @CurrentUser() member: AuthenticatedUser): Promise<PrayerStateResponse> {
    return this.prayers.toggle(id, member);
  }
}
