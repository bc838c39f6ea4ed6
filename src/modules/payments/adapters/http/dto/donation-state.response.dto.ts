import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DonationCompletionResponse } from './donation-completion.response.dto.js';

/**
 * Where a gift stands: 'recorded' (donation holds the receipt), 'confirming' (not recorded yet; if the
 * card was charged it is recorded shortly), 'processing' (a bank payment the bank settles in 3–5 business days:
 * nothing credited yet) or 'not_paid' (the card was declined, or the bank payment failed: failureReason says why).
 */
export class DonationStateResponse {
  @ApiProperty({ enum: ['recorded', 'confirming', 'processing', 'not_paid'] }) state!: 'recorded' | 'confirming' | 'processing' | 'not_paid';
  @ApiProperty({ type: DonationCompletionResponse, nullable: true }) donation!: DonationCompletionResponse | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'The bank account has been closed.', description: "not_paid for a bank payment the bank returned: the bank's reason (absent for a declined card, whose reason the card form showed)" })
  failureReason?: string | null;
}
