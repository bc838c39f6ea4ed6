import { ApiProperty } from '@nestjs/swagger';

/** The monthly gift a paid month belongs to. */
export class MonthlyGiftReceipt {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['incomplete', 'active', 'past_due', 'stopped'] }) status!: 'incomplete' | 'active' | 'past_due' | 'stopped';
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextChargeAt!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "Where its donor sees and stops it: /profile?tab=donations for a member; for a guest, the signed link of their receipt, given only with the payment's clientSecret (else null: the link is in the receipt email)",
  })
  managePath!: string | null;
}
