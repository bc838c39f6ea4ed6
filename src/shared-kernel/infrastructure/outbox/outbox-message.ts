import { EntitySchema } from '@mikro-orm/core';

/** One integration event waiting to be (or already) delivered. */
export class OutboxMessage {
  id: string;
  type: string;
  payload: unknown;
  occurredAt: Date;
  availableAt: Date;
  processedAt: Date | null = null;
  attempts = 0;
  lastError: string | null = null;
  /** Set when delivery failed OUTBOX_MAX_ATTEMPTS times: no more retries until an admin asks. */
  deadAt: Date | null = null;
}

export const OutboxMessageSchema = new EntitySchema<OutboxMessage>({
  class: OutboxMessage,
  tableName: 'outbox_message',
  properties: {
    id: { type: 'uuid', primary: true },
    type: { type: 'text' },
    payload: { type: 'json' },
    occurredAt: { type: 'Date', fieldName: 'occurred_at' },
    availableAt: { type: 'Date', fieldName: 'available_at' },
    processedAt: { type: 'Date', fieldName: 'processed_at', nullable: true },
    attempts: { type: 'integer' },
    lastError: { type: 'text', fieldName: 'last_error', nullable: true },
    deadAt: { type: 'Date', fieldName: 'dead_at', nullable: true },
  },
});
