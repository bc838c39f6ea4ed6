import { ApiProperty } from '@nestjs/swagger';
import type { ModeratedCampaignUpdate } from '../../../application/campaign-update-catalog.port.js';

/** An organizer's update waiting for review ("Update to <campaign title>" in the console). */
export class PendingCampaignUpdateResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ description: "The update's own title" }) title!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ format: 'date-time' }) postedAt!: string;

  static of(u: ModeratedCampaignUpdate): PendingCampaignUpdateResponse {
    return { id: u.id, campaignId: u.campaignId, title: u.title, body: u.body, postedAt: u.postedAt.toISOString() };
  }
}
