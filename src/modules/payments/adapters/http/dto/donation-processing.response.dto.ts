import { ApiProperty } from '@nestjs/swagger';

/**
 * POST /api/donations/complete on a bank payment still in flight (202): the bank settles it in 3–5 business days;
 * nothing is credited, and the receipt is sent only when it succeeds.
 */
export class DonationProcessingResponse {
  @ApiProperty({ enum: ['processing'] }) status!: 'processing';
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: "The payment provider's transaction id" }) transactionId!: string;
  @ApiProperty({ example: '40.00', description: 'The gift (credited once the payment succeeds)' }) amount!: string;
  @ApiProperty({ example: '0.00' }) tip!: string;
  @ApiProperty({ example: '0.00', description: 'The processing fee the donor chose to cover' }) feeCovered!: string;
  @ApiProperty({ example: '40.00', description: 'What the bank account is debited' }) total!: string;
}
