import type { MessageBody } from '../../domain/message-body.js';
import { OutgoingMessage, type DeliveryState } from '../../domain/outgoing-message.aggregate.js';

/** A row of outgoing_message as PostgreSQL returns it. */
export interface OutgoingMessageRow {
  id: string;
  dedupe_key: string;
  template: string;
  source_event_type: string;
  source_event_id: string;
  recipient_email: string | null;
  recipient_user_id: string | null;
  subject: string;
  /** json: the message's description (or, queued before 20261205000100, its rendering); the driver parses it. */
  body: MessageBody | null;
  state: DeliveryState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  created_at: Date | string;
  sent_at: Date | string | null;
}

export const OutgoingMessageMapper = {
  toDomain(row: OutgoingMessageRow): OutgoingMessage {
    return OutgoingMessage.restore({
      id: row.id,
      dedupeKey: row.dedupe_key,
      template: row.template,
      sourceEventType: row.source_event_type,
      sourceEventId: row.source_event_id,
      recipientEmail: row.recipient_email,
      recipientUserId: row.recipient_user_id,
      subject: row.subject,
      body: row.body,
      state: row.state,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      nextAttemptAt: new Date(row.next_attempt_at),
      createdAt: new Date(row.created_at),
      sentAt: row.sent_at ? new Date(row.sent_at) : null,
    });
  },
};
