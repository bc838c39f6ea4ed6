import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuditEntry, AuditTrailReadModel } from '../../application/audit-trail.js';

@Injectable()
export class SqlAuditTrailReadModel implements AuditTrailReadModel {
  constructor(private readonly em: EntityManager) {}

  async list(filter: { adminId?: string; kind?: string; limit: number; cursor?: string }) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.adminId && /^[0-9a-f-]{36}$/i.test(filter.adminId)) {
      where.push('admin_id = ?');
      params.push(filter.adminId);
    }
    if (filter.kind) {
      // A kind is an action's family ('campaign', 'sponsorship', 'user') or a whole action.
      where.push(`(action = ? OR split_part(action, '.', 1) = ?)`);
      params.push(filter.kind, filter.kind);
    }
    if (filter.cursor) {
      try {
        const { c, i } = JSON.parse(Buffer.from(filter.cursor, 'base64url').toString('utf8')) as { c: string; i: string };
        where.push('(decided_at, id) < (?::timestamptz, ?::uuid)');
        params.push(c, i);
      } catch {
        /* start from the top */
      }
    }
    const rows = await this.em.execute<
      { id: string; admin_id: string; action: string; subject_type: string; subject_id: string; subject_label: string; decided_at: Date }[]
    >(`SELECT * FROM moderation_decision ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY decided_at DESC, id DESC LIMIT ?`, [
      ...params,
      filter.limit + 1,
    ]);
    const items: AuditEntry[] = rows.slice(0, filter.limit).map((r) => ({
      id: r.id,
      adminId: r.admin_id,
      action: r.action,
      subjectType: r.subject_type,
      subjectId: r.subject_id,
      subjectLabel: r.subject_label,
      decidedAt: new Date(r.decided_at),
    }));
    const last = items[items.length - 1];
    return {
      items,
      nextCursor: rows.length > filter.limit && last ? Buffer.from(JSON.stringify({ c: last.decidedAt.toISOString(), i: last.id })).toString('base64url') : null,
    };
  }
}
