import { ApiProperty } from '@nestjs/swagger';

/** A refunded gift in the admin console. */
export class AdminRefundResponse {
  @ApiProperty({ format: 'uuid' }) donationId!: string;
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty({ example: 'Ruth Miller' }) donorName!: string;
  @ApiProperty({ example: '40.00', description: 'The gift refunded (tips excluded)' }) amount!: string;
  @ApiProperty({ example: '6.00' }) tip!: string;
  @ApiProperty({ example: '0.00', description: "Of the gift, what the platform's balance paid because the campaign's money had been paid out" })
  afterPayout!: string;
  @ApiProperty({ type: String, nullable: true, description: "The provider's payment that was refunded" }) transactionId!: string | null;
  @ApiProperty({ format: 'date-time' }) refundedAt!: string;
}
