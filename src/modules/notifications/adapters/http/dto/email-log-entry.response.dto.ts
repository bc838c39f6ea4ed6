import { ApiProperty } from '@nestjs/swagger';
import type { EmailLogEntry } from '../../../application/email-log.service.js';
import { DELIVERY_STATES, type DeliveryState } from '../../../domain/outgoing-message.aggregate.js';

/** One email of the log: to whom, which message, when, and how delivery went. No body, no link, no token. */
export class EmailLogEntryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true, description: 'null once erased (the member closed their account)' }) recipient: string | null;
  @ApiProperty({ example: 'donation-receipt' }) template: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: DELIVERY_STATES }) state: DeliveryState;
  @ApiProperty({ description: 'Sends tried so far' }) attempts: number;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next try is due (queued or retrying)' }) nextAttemptAt: string | null;

  static of(entry: EmailLogEntry): EmailLogEntryResponse {
    return {
      id: entry.id,
      recipient: entry.recipient,
      template: entry.template,
      subject: entry.subject,
      state: entry.state,
      attempts: entry.attempts,
      lastError: entry.lastError,
      createdAt: entry.createdAt.toISOString(),
      sentAt: entry.sentAt?.toISOString() ?? null,
      nextAttemptAt: entry.nextAttemptAt?.toISOString() ?? null,
    };
  }
}
