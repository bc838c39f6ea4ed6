import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiForbiddenResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { CampaignUpdateAudience } from '../../application/campaign-update-audience.facade.js';
import { OneClickUnsubscribeRequest } from './dto/one-click-unsubscribe.request.dto.js';
import { UnsubscribeLinkQuery } from './dto/unsubscribe-link.query.dto.js';
import { UnsubscribeUpdatesRequest } from './dto/unsubscribe-updates.request.dto.js';
import { UnsubscribeUpdatesResponse } from './dto/unsubscribe-updates.response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';

const UNSUBSCRIBED = 'You will get no more updates about this campaign.';

@ApiTags('payments')
@Controller('campaigns/:id/updates/unsubscribe')
export class CampaignUpdateEmailsController {
  constructor(private readonly audience: CampaignUpdateAudience) {}

  /** The unsubscribe link of a campaign's update emails (one per campaign and address): no more of its updates to that address. */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: UnsubscribeUpdatesResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  async unsubscribeFromCampaignUpdates(@IdParam('id') id: string, @Body() body: UnsubscribeUpdatesRequest): Promise<UnsubscribeUpdatesResponse> {
    await this.audience.unsubscribe(id, body.email, body.token);
    return { unsubscribed: true, message: UNSUBSCRIBED };
  }

  /**
   * The List-Unsubscribe address of an update email: a mail provider's unsubscribe button POSTs
   * `List-Unsubscribe=One-Click` here (RFC 8058), with no session and no cookie; the link's token is the proof.
   */
  @Post('one-click')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: OneClickUnsubscribeRequest, required: false })
  @ApiOkResponse({ type: UnsubscribeUpdatesResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  async unsubscribeFromCampaignUpdatesInOneClick(
    @IdParam('id') id: string,
    @Query() link: UnsubscribeLinkQuery,
    @Body() _body: OneClickUnsubscribeRequest,
  ): Promise<UnsubscribeUpdatesResponse> {
    await this.audience.unsubscribe(id, link.email, link.token);
    return { unsubscribed: true, message: UNSUBSCRIBED };
  }

  /**
   * A mail client that only knows List-Unsubscribe (RFC 2369) opens its address in the browser: it is sent to the
   * unsubscribe page, which asks before it unsubscribes (opening a link never does).
   */
  @Get('one-click')
  @ApiResponse({ status: 303, description: 'Redirects to the unsubscribe page for this campaign and address' })
  openUnsubscribePage(@IdParam('id') id: string, @Query() link: UnsubscribeLinkQuery, @Res() res: Response): void {
    res.redirect(303, `/unsubscribe?${new URLSearchParams({ campaign: id, email: link.email, token: link.token }).toString()}`);
  }
}
