import { EntityManager } from '@mikro-orm/postgresql';
import { PlainSql } from '../../../../shared-kernel/infrastructure/database/plain-sql.js';
import { Injectable } from '@nestjs/common';
import { batchedUntilCommit, trackAggregate, writeUnitBatchOf } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { OutgoingMessage } from '../../domain/outgoing-message.aggregate.js';
import type { OutgoingMessageRepository } from '../../domain/outgoing-message.repository.js';
import { OutgoingMessageMapper as Mapper, type OutgoingMessageRow } from './outgoing-message.mapper.js';

@Injectable()
export class SqlOutgoingMessageRepository implements OutgoingMessageRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PlainSql,
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
    const inserted = await this.em.execute<{ id: string }[]>(
      `INSERT INTO outgoing_message (id, dedupe_key, template, source_event_type, source_event_id, recipient_email, recipient_user_id,
         subject, body, state, attempts, last_error, next_attempt_at, created_at, sent_at)
       VALUES ${states.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?::json, ?, ?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      states.flatMap((s) => [s.id, s.dedupeKey, s.template, s.sourceEventType, s.sourceEventId, s.recipientEmail, s.recipientUserId, s.subject, s.body && JSON.stringify(s.body), s.state, s.attempts, s.lastError, s.nextAttemptAt, s.createdAt, s.sentAt]),
    );
    const written = new Set(inserted.map((row) => row.id));
    for (const message of messages) if (written.has(message.id)) trackAggregate(message);
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
                state = CASE WHEN state = 'sent' THEN 'sent' ELSE 'cancelled' END, last_error = CASE WHEN state = 'sent' THEN last_error ELSE NULL END,
                claimed_until = NULL
          WHERE id = ?`,
        [s.dedupeKey, s.id],
      );
      return;
    }
    await this.saveDeliveries([message]);
  }

  /**
   * One UPDATE for all these messages (none erased), each with the guard above: only a message still owed
   * changes state, and one erased meanwhile is not written back.
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
    await this.sql.run(
      this.em,
      `UPDATE outgoing_message AS m
          SET state = o.state, attempts = o.attempts, last_error = o.last_error, next_attempt_at = o.next_attempt_at, sent_at = o.sent_at,
              claimed_until = NULL
         FROM (VALUES ${rows}) AS o (id, state, attempts, last_error, next_attempt_at, sent_at)
        WHERE m.id = o.id AND m.state IN ('queued', 'retrying', 'failed') AND m.recipient_email IS NOT NULL`,
      states.flatMap((s) => [s.id, s.state, s.attempts, s.lastError, s.nextAttemptAt, s.sentAt]),
    );
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

  async claimDue(limit: number, leaseMs: number): Promise<OutgoingMessage[]> {
    const rows = await this.em.execute<OutgoingMessageRow[]>(
      `UPDATE outgoing_message SET claimed_until = now() + make_interval(secs => ? / 1000.0)
        WHERE id IN (
          SELECT id FROM outgoing_message
           WHERE state IN ('queued', 'retrying') AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY next_attempt_at, created_at, id
           LIMIT ? FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [leaseMs, limit],
    );
    return rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime()).map((row) => Mapper.toDomain(row));
  }

  async renewClaims(ids: readonly string[], leaseMs: number): Promise<void> {
    if (ids.length === 0) return;
    await this.em.execute(
      `UPDATE outgoing_message SET claimed_until = now() + make_interval(secs => ? / 1000.0)
        WHERE id IN (?) AND state IN ('queued', 'retrying') AND claimed_until IS NOT NULL`,
      [leaseMs, [...ids]],
    );
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
