import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cursor, type Page, type PageRequest, pageOf } from '../../../../shared-kernel/application.js';
import type { ReviewSubjectType } from '../../domain/review-subject.js';
import type { ReviewQueueReadModel } from '../../application/review-queue.read-model.js';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

@Injectable()
export class SqlReviewQueueReadModel implements ReviewQueueReadModel {
  constructor(private readonly em: EntityManager) {}

  /** Pending subjects, newest submission first; `text` matches the subject's name. */
  async pending(type: ReviewSubjectType, page: PageRequest & { text?: string }): Promise<Page<string>> {
    const after = Cursor.decode(page.cursor, ['date', 'uuid'] as const);
    const text = page.text?.trim();
    const rows = await this.em.execute<{ subject_id: string; submitted_at: Date | string }[]>(
      `SELECT subject_id, submitted_at FROM review_case
        WHERE subject_type = ? AND status = 'pending'
          ${text ? 'AND label ILIKE ?' : ''}
          ${after ? 'AND (submitted_at, subject_id) < (?::timestamptz, ?::uuid)' : ''}
        ORDER BY submitted_at DESC, subject_id DESC
        LIMIT ?`,
      [type, ...(text ? [`%${escapeLike(text)}%`] : []), ...(after ? [after[0].toISOString(), after[1]] : []), page.limit + 1],
    );
    const keyed = pageOf(rows, page.limit, (last) => [new Date(last.submitted_at), last.subject_id]);
    return { items: keyed.items.map((r) => r.subject_id), nextCursor: keyed.nextCursor };
  }
}
