import { ApiProperty } from '@nestjs/swagger';

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
}
