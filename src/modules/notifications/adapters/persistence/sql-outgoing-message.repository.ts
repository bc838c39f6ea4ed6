import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { PlainSql } from '../../../../shared-kernel/infrastructure/database/plain-sql.js';
import type { DeliveryQueue } from '../../../../shared-kernel/infrastructure/jobs/job-queue.js';
import { batchedUntilCommit, trackAggregate, writeUnitBatchOf } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { OutgoingMessage } from '../../domain/outgoing-message.aggregate.js';
import type { OutgoingMessageRepository } from '../../domain/outgoing-message.repository.js';
import { MAIL_SENDS } from '../scheduling/mail-sends.queue.js';
import { OutgoingMessageMapper as Mapper, type OutgoingMessageRow } from './outgoing-message.mapper.js';

/** How many owed messages one pass of `scheduleOwed` looks at. */
const OWED_PASS = 1000;

/**
 * Messages in SQL; each owed message's next send is a job on the job queue (MAIL_SENDS), enqueued in the same
 * transaction as the state that makes it owed: queued, a failed send to be retried, an administrator's retry.
 */
@Injectable()
export class SqlOutgoingMessageRepository implements OutgoingMessageRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PlainSql,
    @Inject(MAIL_SENDS) private readonly sends: DeliveryQueue,
  ) {}

  /**
   * Queued with the unit of work's other messages in one INSERT just before it commits (a background
   * consumer queues one per event of its batch), or now outside a unit with a transaction. A message with
   * the same dedupe key already there, or earlier in the same INSERT, wins: nothing written, no event.
   */
  async add(message: OutgoingMessage): Promise<void> {
    if (batchedUntilCommit(this, message, (messages) => this.insert(messages))) return;
    await this.insert([message]);
  }

  private async insert(messages: OutgoingMessage[]): Promise<void> {
    const states = messages.map((m) => m.toState());
    const inserted = await this.sql.run<{ id: string }>(
      this.em,
      `INSERT INTO outgoing_message (id, dedupe_key, template, source_event_type, source_event_id, recipient_email, recipient_user_id,
         subject, body, state, attempts, last_error, next_attempt_at, created_at, sent_at)
       VALUES ${states.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?::json, ?, ?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      states.flatMap((s) => [s.id, s.dedupeKey, s.template, s.sourceEventType, s.sourceEventId, s.recipientEmail, s.recipientUserId, s.subject, s.body && JSON.stringify(s.body), s.state, s.attempts, s.lastError, s.nextAttemptAt, s.createdAt, s.sentAt]),
    );
    const written = new Set(inserted.map((row) => row.id));
    for (const message of messages) if (written.has(message.id)) trackAggregate(message);
    await this.sends.enqueue(
      states.filter((s) => written.has(s.id)).map((s) => ({ key: s.id, at: s.nextAttemptAt })),
      this.em,
    );
  }

  /**
   * Writes the delivery state and releases the dispatcher's claim. Only a message still owed changes
   * state (a sent or cancelled one is final: a dispatcher's late report cannot bring it back), and an
   * erased message's address and body are never written back by a copy loaded before the erasure.
   */
  async save(message: OutgoingMessage): Promise<void> {
    trackAggregate(message);
    const s = message.toState();
    if (s.recipientEmail === null) {
      await this.em.execute(
        `UPDATE outgoing_message
            SET dedupe_key = ?, recipient_email = NULL, body = NULL,
                state = CASE WHEN state = 'sent' THEN 'sent' ELSE 'cancelled' END, last_error = CASE WHEN state = 'sent' THEN last_error ELSE NULL END
          WHERE id = ?`,
        [s.dedupeKey, s.id],
      );
      return;
    }
    await this.saveDeliveries([message]);
  }

  /**
   * One UPDATE for all these messages (none erased), each with the guard above: only a message still owed
   * changes state, and one erased meanwhile is not written back. Those left owed (a send to retry, an
   * administrator's retry) get their next send, due at their next attempt, in the caller's transaction.
   */
  async saveDeliveries(messages: readonly OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const states = messages.map((message) => {
      trackAggregate(message);
      const s = message.toState();
      if (s.recipientEmail === null) throw new Error(`Message ${s.id} was erased: its outcome is written with save()`);
      return s;
    });
    // A VALUES row per message (no array parameters, so the statement also runs inside a unit of work's transaction).
    const rows = states.map(() => '(?::uuid, ?, ?::int, ?, ?::timestamptz, ?::timestamptz)').join(', ');
    const written = await this.sql.run<{ id: string; state: string; next_attempt_at: Date | string }>(
      this.em,
      `UPDATE outgoing_message AS m
          SET state = o.state, attempts = o.attempts, last_error = o.last_error, next_attempt_at = o.next_attempt_at, sent_at = o.sent_at
         FROM (VALUES ${rows}) AS o (id, state, attempts, last_error, next_attempt_at, sent_at)
        WHERE m.id = o.id AND m.state IN ('queued', 'retrying', 'failed') AND m.recipient_email IS NOT NULL
        RETURNING m.id, m.state, m.next_attempt_at`,
      states.flatMap((s) => [s.id, s.state, s.attempts, s.lastError, s.nextAttemptAt, s.sentAt]),
    );
    const owed = written.filter((row) => row.state === 'queued' || row.state === 'retrying');
    await this.sends.enqueue(
      owed.map((row) => ({ key: row.id, at: new Date(row.next_attempt_at) })),
      this.em,
    );
  }

  /**
   * Gives each owed message left without a send (queued before its sends were jobs, or its send's job
   * given up after an instance died again and again) its send, due at its next attempt; answers how many.
   */
  async scheduleOwed(): Promise<number> {
    const owed = await this.em.execute<{ id: string; next_attempt_at: Date | string }[]>(
      `SELECT id, next_attempt_at FROM outgoing_message
        WHERE state IN ('queued', 'retrying') AND recipient_email IS NOT NULL
        ORDER BY next_attempt_at LIMIT ?`,
      [OWED_PASS],
    );
    const lost = new Set(await this.sends.withoutAttempt(owed.map((row) => row.id)));
    const scheduled = owed.filter((row) => lost.has(row.id));
    await this.sends.enqueue(
      scheduled.map((row) => ({ key: row.id, at: new Date(row.next_attempt_at) })),
      this.em,
    );
    return scheduled.length;
  }

  async findById(id: string): Promise<OutgoingMessage | null> {
    await writeUnitBatchOf(this); // what this unit queued counts
    const rows = await this.em.execute<OutgoingMessageRow[]>(`SELECT * FROM outgoing_message WHERE id = ?`, [id]);
    return rows[0] ? Mapper.toDomain(rows[0]) : null;
  }

  async existsFor(recipientUserId: string, template: string): Promise<boolean> {
    await writeUnitBatchOf(this); // what this unit queued counts
    const rows = await this.em.execute(`SELECT 1 FROM outgoing_message WHERE recipient_user_id = ? AND template = ? LIMIT 1`, [recipientUserId, template]);
    return rows.length > 0;
  }

  async findOwed(ids: readonly string[]): Promise<OutgoingMessage[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.execute<OutgoingMessageRow[]>(
      `SELECT * FROM outgoing_message WHERE id IN (?) AND state IN ('queued', 'retrying') ORDER BY created_at, id`,
      [[...new Set(ids)]],
    );
    return rows.map((row) => Mapper.toDomain(row));
  }

  async addressedTo(recipientUserId: string, emails: string[], closedAt: Date): Promise<OutgoingMessage[]> {
    await writeUnitBatchOf(this); // what this unit queued counts
    const lowered = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
    // By address, only what was queued until the account closed: the notices of the closing itself (what stopped
    // with it, queued by other consumers, possibly before this one runs) go to that address too, tied to no account.
    const rows = await this.em.execute<OutgoingMessageRow[]>(
      lowered.length
        ? `SELECT * FROM outgoing_message WHERE recipient_user_id = ? OR (lower(recipient_email) IN (?) AND created_at <= ?) ORDER BY created_at FOR UPDATE`
        : `SELECT * FROM outgoing_message WHERE recipient_user_id = ? ORDER BY created_at FOR UPDATE`,
      lowered.length ? [recipientUserId, lowered, closedAt] : [recipientUserId],
    );
    return rows.map((row) => Mapper.toDomain(row));
  }

  async addressesOf(recipientUserId: string): Promise<string[]> {
    await writeUnitBatchOf(this); // what this unit queued counts
    const rows = await this.em.execute<{ email: string }[]>(
      `SELECT DISTINCT lower(recipient_email) AS email FROM outgoing_message WHERE recipient_user_id = ? AND recipient_email IS NOT NULL`,
      [recipientUserId],
    );
    return rows.map((r) => r.email);
  }
}
