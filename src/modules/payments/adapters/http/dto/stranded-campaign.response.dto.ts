import { ApiProperty } from '@nestjs/swagger';

/** A campaign still holding money whose organizer closed their account (only an administrator can act on it). */
export class StrandedCampaignResponse {
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignSlug!: string | null;
  @ApiProperty({ example: '260.00', description: "What the campaign's funds hold now (the ledger)" }) available!: string;
}
