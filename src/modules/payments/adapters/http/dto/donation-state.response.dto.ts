import { ApiProperty } from '@nestjs/swagger';
import { DonationCompletionResponse } from './donation-completion.response.dto.js';

/**
 * Where a gift stands: 'recorded' (donation holds the receipt), 'confirming' (not recorded yet; if the
 * card was charged it is recorded shortly) or 'not_paid' (the card was declined).
 */
export class DonationStateResponse {
  @ApiProperty({ enum: ['recorded', 'confirming', 'not_paid'] }) state!: 'recorded' | 'confirming' | 'not_paid';
  @ApiProperty({ type: DonationCompletionResponse, nullable: true }) donation!: DonationCompletionResponse | null;
}
