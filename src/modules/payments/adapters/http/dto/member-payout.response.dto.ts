import { ApiProperty } from '@nestjs/swagger';
import { PayoutResponse } from './payout.response.dto.js';

/** One of the signed-in member's payouts (Profile → Payouts). */
export class MemberPayoutResponse extends PayoutResponse {
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
}
