import { ApiProperty } from '@nestjs/swagger';
import type { ModeratedCampaignUpdate } from '../../../application/campaign-update-catalog.port.js';
import { PendingCampaignUpdateResponse } from './pending-campaign-update.response.dto.js';

/** An update after a moderator's decision. */
export class CampaignUpdateDecisionResponse extends PendingCampaignUpdateResponse {
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status!: 'pending' | 'approved' | 'rejected';

  static decided(u: ModeratedCampaignUpdate): CampaignUpdateDecisionResponse {
    return { ...PendingCampaignUpdateResponse.of(u), status: u.status };
  }
}
