import { ApiProperty } from '@nestjs/swagger';

/** One piece of news the organiser posted on their campaign. */
export class CampaignUpdateResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty() title!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
