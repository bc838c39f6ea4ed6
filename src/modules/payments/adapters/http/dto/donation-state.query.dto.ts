import { ApiProperty } from '@nestjs/swagger';
import { IsNotBlank } from './text.validation.js';

/** GET /api/donations/state: the donor's own payment, as the provider's return link carries it. */
export class DonationStateQuery {
  @ApiProperty() @IsNotBlank({ message: 'paymentIntentId is required' }) paymentIntentId!: string;
  @ApiProperty({ format: 'uuid' }) @IsNotBlank({ message: 'campaignId is required' }) campaignId!: string;
}
