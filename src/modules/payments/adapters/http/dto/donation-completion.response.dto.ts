import { ApiProperty } from '@nestjs/swagger';

/** The monthly gift a paid month belongs to. */
export class MonthlyGiftReceipt {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['incomplete', 'active', 'stopped'] }) status!: 'incomplete' | 'active' | 'stopped';
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextChargeAt!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "Where its donor sees and stops it: /profile?tab=donations for a member; for a guest, the signed link of their receipt, given only with the payment's clientSecret (else null: the link is in the receipt email)",
  })
  managePath!: string | null;
}

/** The charity of record a receipt names. */
export class ReceiptCharity {
  @ApiProperty({ example: 'Faith Collective' }) name!: string;
  @ApiProperty({ example: '12-3456789', description: 'US Employer Identification Number' }) ein!: string;
  @ApiProperty({ example: '100 Fellowship Way, Nashville, TN 37203' }) address!: string;
}

/** The thank-you screen's and the receipt's data. amount is the gift without the tip. */
export class DonationCompletionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty() campaignTitle!: string;
  @ApiProperty() campaignSlug!: string;
  @ApiProperty({ example: '50.00' }) amount!: string;
  @ApiProperty({ example: '7.50' }) tip!: string;
  @ApiProperty({ example: '57.50', description: 'What the card was charged' }) total!: string;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty() isAnonymous!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: "The payment provider's transaction id" }) transactionId!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Lydia Thyatira',
    description: "The donor's name for the receipt: given only with the payment's clientSecret (the browser that paid), else null",
  })
  donorName!: string | null;
  @ApiProperty({ type: ReceiptCharity, description: 'The charity of record: its name, EIN and address, as the receipt prints them' }) charity!: ReceiptCharity;
  @ApiProperty({ type: MonthlyGiftReceipt, nullable: true, description: 'Set when this gift is a month of a monthly gift' }) monthlyGift!: MonthlyGiftReceipt | null;
}
