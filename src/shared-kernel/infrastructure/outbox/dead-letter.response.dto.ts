import { ApiProperty } from '@nestjs/swagger';
import type { DeadLetter } from './outbox-dead-letters.js';

export class DeadLetterResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'payments.donation-completed.v1' }) type: string;
  @ApiProperty({ description: 'Failed deliveries since it was last put back' }) attempts: number;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ format: 'date-time' }) occurredAt: string;
  @ApiProperty({ format: 'date-time' }) deadAt: string;

  static of(letter: DeadLetter): DeadLetterResponse {
    return {
      id: letter.id,
      type: letter.type,
      attempts: letter.attempts,
      lastError: letter.lastError,
      occurredAt: letter.occurredAt.toISOString(),
      deadAt: letter.deadAt.toISOString(),
    };
  }
}
