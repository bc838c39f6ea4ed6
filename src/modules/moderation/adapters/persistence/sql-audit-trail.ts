import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cursor, type Page, pageOf } from '../../../../shared-kernel/application.js';
import { newId } from '../../../../shared-kernel/domain.js';
import type { AuditAction, AuditEntry, AuditFilter, AuditRecord, AuditSubjectType, AuditTrail } from '../../application/audit-trail.port.js';

interface AuditRow {
  id: string;
  admin_id: string;
  action: AuditAction;
  subject_type: AuditSubjectType;
  subject_id: string;
  subject_label: string;
  reason: string | null;
  decided_at: Date | string;
}

/** The audit trail in the moderation_decision table, written in the decision's own transaction. */
@Injectable()
export class SqlAuditTrail implements AuditTrail {
  constructor(private readonly em: EntityManager) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.em.execute(
      `INSERT INTO moderation_decision (id, admin_id, action, subject_type, subject_id, subject_label, reason, decided_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [newId(), entry.adminId, entry.action, entry.subjectType, entry.subjectId, entry.subjectLabel, entry.reason, entry.decidedAt],
    );
  }

  async list(filter: AuditFilter): Promise<Page<AuditEntry>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.adminId) {
      where.push('admin_id = ?');
      params.push(filter.adminId);
    }
    if (filter.kind) {
      // A kind is an action's family ('campaign', 'sponsorship', 'user') or a whole action.
      where.push(`(action = ? OR split_part(action, '.', 1) = ?)`);
      params.push(filter.kind, filter.kind);
    }
    const after = Cursor.decode(filter.cursor, ['date', 'uuid'] as const);
    if (after) {
      where.push('(decided_at, id) < (?::timestamptz, ?::uuid)');
      params.push(after[0].toISOString(), after[1]);
    }
    const rows = await this.em.execute<AuditRow[]>(
      `SELECT id, admin_id, action, subject_type, subject_id, subject_label, reason, decided_at
         FROM moderation_decision ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY decided_at DESC, id DESC
        LIMIT ?`,
      [...params, filter.limit + 1],
    );
    const entries = rows.map(
      (r): AuditEntry => ({
        id: r.id,
        adminId: r.admin_id,
        action: r.action,
        subjectType: r.subject_type,
        subjectId: r.subject_id,
        subjectLabel: r.subject_label,
        reason: r.reason,
        decidedAt: new Date(r.decided_at),
      }),
    );
    return pageOf(entries, filter.limit, (last) => [last.decidedAt, last.id]);
  }
}
