import { ApiProperty } from '@nestjs/swagger';
import { IsNotBlank } from './text.validation.js';

export class CompleteDonationRequest {
  @ApiProperty() @IsNotBlank({ message: 'paymentIntentId is required' }) paymentIntentId!: string;
  @ApiProperty({ format: 'uuid' }) @IsNotBlank({ message: 'campaignId is required' }) campaignId!: string;
}
