import { ApiProperty } from '@nestjs/swagger';

export class NegativeCampaignBalance {
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty({ example: '-40.00' }) available!: string;
}
