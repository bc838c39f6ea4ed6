export interface AuditEntry {
  id: string;
  adminId: string;
  action: string;
  subjectType: string;
  subjectId: string;
  subjectLabel: string;
  decidedAt: Date;
}

/** The audit trail of administrator decisions, newest first. */
export interface AuditTrailReadModel {
  list(filter: { adminId?: string; kind?: string; limit: number; cursor?: string }): Promise<{ items: AuditEntry[]; nextCursor: string | null }>;
}
export const AUDIT_TRAIL_READ_MODEL = Symbol('AuditTrailReadModel');
