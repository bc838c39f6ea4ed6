import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class CreatePaymentIntentResponse {
  @ApiProperty({ example: 'pi_sbx_0a1b2c_secret_3d4e5f', description: "The card form's client secret (a monthly gift's: its first month's)" }) clientSecret!: string;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId!: string | null;
  @ApiPropertyOptional({ format: 'uuid', description: 'A one-time gift' }) donationId?: string;
  @ApiPropertyOptional({ description: "A monthly gift: the provider's subscription that charges it every month" }) subscriptionId?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'A monthly gift: its id (GET /api/user/recurring-gifts)' }) recurringGiftId?: string;
  @ApiProperty({ example: '1.80', description: 'The processing fee the donor covers ("0.00" unless coverFee was set)' }) feeCovered!: string;
  @ApiProperty({ example: '51.80', description: 'What the donor is charged: the gift, the tip and any fee covered' }) total!: string;
}
