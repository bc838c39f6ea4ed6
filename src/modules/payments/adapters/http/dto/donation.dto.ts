import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

export class GuestInfo {
  @ApiProperty() @IsOptional() @IsString({ message: 'Please fill in your name and email address to continue.' }) firstName?: string;
  @ApiProperty() @IsOptional() @IsString({ message: 'Please fill in your name and email address to continue.' }) lastName?: string;
  @ApiProperty() @IsOptional() @IsString({ message: 'Please enter a valid email address.' }) email?: string;
}

export class CreatePaymentIntentRequest {
  @ApiProperty({ format: 'uuid' }) @Allow() campaignId: string;

  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: 57.5, description: 'US dollars: the donation plus the tip' })
  @Allow()
  amount: number | string;

  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }], example: 7.5, description: 'US dollars to the platform; 0 when left out' })
  @Allow()
  tip?: number | string;

  @ApiPropertyOptional({ type: GuestInfo, description: 'Required when not signed in' })
  @IsOptional()
  @ValidateNested()
  @Type(() => GuestInfo)
  guestInfo?: GuestInfo;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString({ message: 'Your message can be at most 500 characters' })
  @MaxLength(500, { message: 'Your message can be at most 500 characters' })
  message?: string;

  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'isAnonymous must be true or false' }) isAnonymous?: boolean;
}

export class CreatePaymentIntentResponse {
  @ApiProperty({ example: 'pi_sbx_0a1b2c_secret_3d4e5f' }) clientSecret: string;
  @ApiProperty() paymentIntentId: string;
  @ApiProperty({ format: 'uuid' }) donationId: string;
}

export class CompleteDonationRequest {
  @ApiProperty() @IsString({ message: 'paymentIntentId is required' }) paymentIntentId: string;
  @ApiProperty({ format: 'uuid' }) @IsString({ message: 'campaignId is required' }) campaignId: string;
}

/** The thank-you screen's and the receipt's data. amount is the gift without the tip. */
export class DonationCompletionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) campaignId: string;
  @ApiProperty() campaignTitle: string;
  @ApiProperty() campaignSlug: string;
  @ApiProperty({ example: '50.00' }) amount: string;
  @ApiProperty({ example: '7.50' }) tip: string;
  @ApiProperty({ example: '57.50', description: 'What the card was charged' }) total: string;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty() isAnonymous: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: "The payment provider's transaction id" }) transactionId: string;
}

export class DonorCard {
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
}

export class CampaignDonationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '50.00' }) amount: string;
  @ApiProperty() isAnonymous: boolean;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: DonorCard, nullable: true, description: 'null for anonymous gifts' }) user: DonorCard | null;
}

export class CampaignRef {
  @ApiProperty() title: string;
  @ApiProperty() slug: string;
}

export class UserDonationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '50.00' }) amount: string;
  @ApiProperty({ example: '7.50' }) tip: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty() isAnonymous: boolean;
  @ApiProperty({ type: CampaignRef, nullable: true }) campaign: CampaignRef | null;
}

export class TransactionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '57.50', description: 'Charged: gift plus tip' }) amount: string;
  @ApiProperty({ example: '50.00' }) gift: string;
  @ApiProperty({ example: '7.50' }) tip: string;
  @ApiProperty({ format: 'uuid' }) campaignId: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle: string | null;
  @ApiProperty() donorName: string;
  @ApiProperty({ enum: ['completed', 'failed', 'pending'] }) status: string;
  @ApiProperty({ type: String, nullable: true }) failureReason: string | null;
  @ApiProperty({ type: String, nullable: true }) transactionId: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class TransactionListQuery {
  @ApiPropertyOptional({ enum: ['completed', 'failed', 'pending'] })
  @IsOptional()
  @IsString()
  status?: 'completed' | 'failed' | 'pending';

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) cursor?: string;
}

export class SandboxConfirmRequest {
  @ApiProperty() @IsString({ message: 'clientSecret is required' }) clientSecret: string;
  @ApiProperty({ example: '4242 4242 4242 4242' }) @IsString({ message: 'Please enter a card number' }) cardNumber: string;
}

export class SandboxConfirmResponse {
  @ApiProperty({ example: 'succeeded' }) status: string;
  @ApiProperty() paymentIntentId: string;
  @ApiProperty({ type: String, nullable: true, example: 'Your card was declined.' }) error: string | null;
}

export class PaymentsConfigResponse {
  @ApiProperty({ enum: ['sandbox', 'stripe'] }) mode: 'sandbox' | 'stripe';
  @ApiProperty({ type: String, nullable: true }) publishableKey: string | null;
}
