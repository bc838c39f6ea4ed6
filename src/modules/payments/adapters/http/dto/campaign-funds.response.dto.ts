import { ApiProperty } from '@nestjs/swagger';

/** A campaign's money, from the ledger, in dollars. */
export class CampaignFundsResponse {
  @ApiProperty({ example: '150.00', description: 'Every completed gift (tips excluded)' }) raised!: string;
  @ApiProperty({ example: '0.00' }) refunded!: string;
  @ApiProperty({ example: '0.00' }) paidOut!: string;
  @ApiProperty({ example: '150.00', description: 'raised − refunded − paid out (negative only after a refund that followed a payout)' })
  available!: string;
  @ApiProperty({ example: '0.00', description: 'Payouts requested and not yet paid' }) pending!: string;
  @ApiProperty({
    example: '0.00',
    description: "Of refunded, what was refunded after the money had been paid out: the platform's balance paid the donor, and later gifts make it up",
  })
  refundedAfterPayout!: string;
  @ApiProperty({ example: 'platform', enum: ['platform'] }) feeBornBy!: 'platform';
  @ApiProperty() feePolicy!: string;
}
