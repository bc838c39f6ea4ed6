import { ApiProperty } from '@nestjs/swagger';
import { PayoutResponse } from './payout.response.dto.js';

/** A payout in the admin console, with its campaign and organizer. */
export class AdminPayoutResponse extends PayoutResponse {
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty({ example: 'Grace Fellowship', description: "The campaign's organizer" }) organizerName!: string;
  /** The same name under its former, British spelling: kept for integrators that read it. */
  @ApiProperty({ example: 'Grace Fellowship', deprecated: true, description: 'Use organizerName (the same value); kept for existing integrations' }) organiserName!: string;
  @ApiProperty({ example: 'acct_1Nv0FGQ9RKHgCVdK', description: "The organizer's connected account" }) destinationAccountId!: string;
  @ApiProperty({ type: String, nullable: true, description: "The provider's transfer, once paid" }) transferId!: string | null;
}
