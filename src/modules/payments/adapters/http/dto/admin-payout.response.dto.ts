import { ApiProperty } from '@nestjs/swagger';
import { PayoutResponse } from './payout.response.dto.js';

/** A payout in the admin console, with its campaign and organiser. */
export class AdminPayoutResponse extends PayoutResponse {
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty({ example: 'Grace Fellowship' }) organiserName!: string;
  @ApiProperty({ example: 'acct_1Nv0FGQ9RKHgCVdK', description: "The organizer's connected account" }) destinationAccountId!: string;
  @ApiProperty({ type: String, nullable: true, description: "The provider's transfer, once paid" }) transferId!: string | null;
}
