import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { CampaignUpdateAudience } from '../../application/campaign-update-audience.js';
import { UnsubscribeUpdatesRequest } from './dto/unsubscribe-updates.request.dto.js';
import { UnsubscribeUpdatesResponse } from './dto/unsubscribe-updates.response.dto.js';

@ApiTags('payments')
@Controller('campaigns/:id/updates/unsubscribe')
export class CampaignUpdateEmailsController {
  constructor(private readonly audience: CampaignUpdateAudience) {}

  /** The unsubscribe link of a campaign's update emails (one per campaign and address): no more of its updates to that address. */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: UnsubscribeUpdatesResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  async unsubscribeFromCampaignUpdates(@Param('id') id: string, @Body() body: UnsubscribeUpdatesRequest): Promise<UnsubscribeUpdatesResponse> {
    await this.audience.unsubscribe(id, body.email, body.token);
    return { unsubscribed: true, message: 'You will get no more updates about this campaign.' };
  }
}
