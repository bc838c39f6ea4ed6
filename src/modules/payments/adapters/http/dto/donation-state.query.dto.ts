import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsNotBlank } from './text.validation.js';

/** GET /api/donations/state: the donor's own payment, as the provider's return link carries it. */
export class DonationStateQuery {
  @ApiProperty() @IsNotBlank({ message: 'paymentIntentId is required' }) paymentIntentId!: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'The campaign given to (required unless organizationId is given)' })
  @ValidateIf((body: { organizationId?: string }) => body.organizationId === undefined)
  @IsNotBlank({ message: 'campaignId is required' })
  campaignId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The organization given to (a gift split across its funds), instead of campaignId' })
  @IsOptional()
  @IsNotBlank({ message: 'organizationId must be an id' })
  organizationId?: string;

  @ApiPropertyOptional({
    description:
      "The payment's client secret, as the provider's return link carries it (payment_intent_client_secret): with it, a guest's monthly gift comes with its signed manage link; without it, managePath is null (the link is in the receipt email)",
  })
  @IsOptional()
  @IsString({ message: 'clientSecret must be text' })
  @MaxLength(500, { message: 'clientSecret must be text' })
  clientSecret?: string;
}
