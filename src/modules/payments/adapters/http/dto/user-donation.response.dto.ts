import { ApiProperty } from '@nestjs/swagger';
import { CampaignRef } from './campaign-ref.dto.js';

/** One of the signed-in member's completed gifts. */
export class UserDonationResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '50.00' }) amount!: string;
  @ApiProperty({ example: '7.50' }) tip!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty() isAnonymous!: boolean;
  @ApiProperty({ enum: ['completed', 'refunded'], description: 'A refunded gift stays in the history, marked refunded' }) status!: 'completed' | 'refunded';
  @ApiProperty({ type: CampaignRef, nullable: true }) campaign!: CampaignRef | null;
}
