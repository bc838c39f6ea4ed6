import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cursor, pageOf, type Page } from '../../../../shared-kernel/application.js';
import type { EmailLogEntry, EmailLogFilter, EmailLogReadModel } from '../../application/email-log.service.js';
import type { DeliveryState } from '../../domain/outgoing-message.aggregate.js';

interface Row {
  id: string;
  recipient_email: string | null;
  template: string;
  subject: string;
  state: DeliveryState;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  next_attempt_at: Date | string;
}

/** The message log, newest first (keyset paging on created_at, id); bodies are never read. */
@Injectable()
export class SqlEmailLogReadModel implements EmailLogReadModel {
  constructor(private readonly em: EntityManager) {}

  async list(filter: EmailLogFilter): Promise<Page<EmailLogEntry>> {
    const after = Cursor.decode(filter.cursor, ['date', 'uuid'] as const);
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.recipient) {
      where.push(`lower(recipient_email) LIKE ? ESCAPE '\\'`);
      params.push(`%${filter.recipient.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    if (filter.state) {
      where.push('state = ?');
      params.push(filter.state);
    }
    if (after) {
      where.push('(created_at, id) < (?, ?)');
      params.push(after[0], after[1]);
    }
    const rows = await this.em.execute<Row[]>(
      `SELECT id, recipient_email, template, subject, state, attempts, last_error, created_at, sent_at, next_attempt_at
         FROM outgoing_message ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...params, filter.limit + 1],
    );
    const entries: EmailLogEntry[] = rows.map((r) => ({
      id: r.id,
      recipient: r.recipient_email,
      template: r.template,
      subject: r.subject,
      state: r.state,
      attempts: Number(r.attempts),
      lastError: r.last_error,
      createdAt: new Date(r.created_at),
      sentAt: r.sent_at ? new Date(r.sent_at) : null,
      nextAttemptAt: r.state === 'queued' || r.state === 'retrying' ? new Date(r.next_attempt_at) : null,
    }));
    return pageOf(entries, filter.limit, (last) => [last.createdAt, last.id]);
  }
}
