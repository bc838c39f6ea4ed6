import { ApiProperty } from '@nestjs/swagger';
import { FundPartResponse } from './fund-part.response.dto.js';
import { MonthlyGiftReceipt } from './monthly-gift-receipt.dto.js';
import { ReceiptCharity } from './receipt-charity.dto.js';

/** The thank-you screen's and the receipt's data. amount is the gift without the tip. */
export class DonationCompletionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: 'The campaign given to; null for a gift to an organization' }) campaignId!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignSlug!: string | null;
  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: 'The organization given to (the charity of record); null for a campaign gift' })
  organizationId!: string | null;
  @ApiProperty({ type: String, nullable: true }) organizationName!: string | null;
  @ApiProperty({ type: String, nullable: true }) organizationSlug!: string | null;
  @ApiProperty({ type: [FundPartResponse], description: "A gift to an organization: each fund's part, in the donor's order (empty for a campaign gift)" })
  allocations!: FundPartResponse[];
  @ApiProperty({ example: '50.00' }) amount!: string;
  @ApiProperty({ example: '7.50' }) tip!: string;
  @ApiProperty({ example: '0.00', description: 'The processing fee the donor chose to cover ("0.00" when they did not); the gift is unchanged' }) feeCovered!: string;
  @ApiProperty({ example: '57.50', description: 'What the donor was charged: the gift, the tip and any fee covered' }) total!: string;
  @ApiProperty({ enum: ['card', 'us_bank_account', 'wallet'], description: 'How the donor paid' }) paymentMethod!: 'card' | 'us_bank_account' | 'wallet';
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
