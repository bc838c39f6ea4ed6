import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsNotBlank } from './text.validation.js';

export class CompleteDonationRequest {
  @ApiProperty() @IsNotBlank({ message: 'paymentIntentId is required' }) paymentIntentId!: string;
  @ApiProperty({ format: 'uuid' }) @IsNotBlank({ message: 'campaignId is required' }) campaignId!: string;

  @ApiPropertyOptional({
    description:
      "The payment's client secret, as the provider's return link carries it (payment_intent_client_secret): with it, a guest's monthly gift comes with its signed manage link; without it, managePath is null (the link is in the receipt email)",
  })
  @IsOptional()
  @IsString({ message: 'clientSecret must be text' })
  @MaxLength(500, { message: 'clientSecret must be text' })
  clientSecret?: string;
}
