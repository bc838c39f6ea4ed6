import { ApiProperty } from '@nestjs/swagger';
import { DonorCard } from './donor-card.dto.js';

/** A completed gift on a campaign page. */
export class CampaignDonationResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '50.00' }) amount!: string;
  @ApiProperty() isAnonymous!: boolean;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: DonorCard, nullable: true, description: 'null for anonymous gifts' }) user!: DonorCard | null;
}
