import { ApiProperty } from '@nestjs/swagger';

/** What a discrepancy is about: its kind of object, its id, and the ids around it (null when not known). */
export class DiscrepancyObjectResponse {
  @ApiProperty({ enum: ['transaction', 'donation', 'payment', 'membership_payment', 'refund', 'payout', 'transfer', 'campaign', 'fund', 'dashboard', 'statistics'] })
  type!: string;
  @ApiProperty({ type: String, nullable: true }) id!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignId!: string | null;
  @ApiProperty({ type: String, nullable: true }) donationId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The provider's payment" }) paymentIntentId!: string | null;
  @ApiProperty({ type: String, nullable: true }) subscriptionId!: string | null;
  @ApiProperty({ type: String, nullable: true }) refundId!: string | null;
  @ApiProperty({ type: String, nullable: true }) payoutId!: string | null;
  @ApiProperty({ type: String, nullable: true }) transferId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "An organization's fund (a gift's part to it)" }) fundId!: string | null;
}
