import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cursor, pageOf, type Page, type PageRequest } from '../../application/paging.js';
import { DomainError } from '../../domain/domain-error.js';
import { OutboxRelay } from './outbox.relay.js';

export interface DeadLetter {
  id: string;
  type: string;
  attempts: number;
  lastError: string | null;
  occurredAt: Date;
  deadAt: Date;
}

interface DeadLetterRow {
  id: string;
  type: string;
  attempts: number;
  last_error: string | null;
  occurred_at: Date | string;
  dead_at: Date | string;
}

/** Messages the relay gave up on, for administrators: listed newest first, and put back for delivery on request. */
/** What retrying a dead letter that is not there answers (a malformed id too: no such letter). */
export const deadLetterNotFound = (): DomainError => DomainError.notFound('dead_letter_not_found', 'There is no dead letter with this id.');

@Injectable()
export class OutboxDeadLetters {
  constructor(
    private readonly orm: MikroORM,
    private readonly relay: OutboxRelay,
  ) {}

  async list(request: PageRequest): Promise<Page<DeadLetter>> {
    const after = Cursor.decode(request.cursor, ['date', 'uuid'] as const);
    const rows = await this.orm.em.fork().execute<DeadLetterRow[]>(
      `SELECT id, type, attempts, last_error, occurred_at, dead_at FROM outbox_message
        WHERE dead_at IS NOT NULL ${after ? 'AND (dead_at, id) < (?, ?)' : ''}
        ORDER BY dead_at DESC, id DESC
        LIMIT ?`,
      after ? [after[0], after[1], request.limit + 1] : [request.limit + 1],
    );
    const letters = rows.map((r) => ({
      id: r.id,
      type: r.type,
      attempts: r.attempts,
      lastError: r.last_error,
      occurredAt: new Date(r.occurred_at),
      deadAt: new Date(r.dead_at),
    }));
    return pageOf(letters, request.limit, (last) => [last.deadAt, last.id]);
  }

  /**
   * Puts a dead letter back for delivery with a fresh budget of attempts (its last error is kept
   * until a delivery succeeds or fails again), and delivers it now where the relay runs. Consumers
   * that had handled it before it died keep their processed keys, so they do not run again.
   */
  async retry(id: string): Promise<void> {
    const revived = await this.orm.em.fork().execute<unknown[]>(
      `UPDATE outbox_message SET dead_at = NULL, attempts = 0, available_at = now()
        WHERE id = ? AND dead_at IS NOT NULL RETURNING id`,
      [id],
    );
    if (revived.length === 0) throw deadLetterNotFound();
    await this.relay.deliverNow([id]);
  }
}
