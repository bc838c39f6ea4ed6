import type { Page } from '../../../shared-kernel/application.js';

export type AuditAction =
  | 'campaign.approved'
  | 'campaign.rejected'
  | 'campaign.deleted'
  | 'campaign.edit-approved'
  | 'campaign.edit-rejected'
  | 'campaign.update-approved'
  | 'campaign.update-rejected'
  | 'sponsorship.approved'
  | 'sponsorship.rejected'
  | 'organization.verified'
  | 'organization.rejected'
  | 'user.admin-granted'
  | 'user.admin-revoked';
export type AuditSubjectType = 'campaign' | 'sponsorship_application' | 'campaign_update' | 'organization' | 'user';

/** One administrator decision: who decided what about which item, when. */
export interface AuditRecord {
  adminId: string;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  subjectLabel: string;
  /** The moderator's reason (a rejection's), null when none was given. */
  reason: string | null;
  decidedAt: Date;
}

export interface AuditEntry extends AuditRecord {
  id: string;
}

export interface AuditFilter {
  adminId?: string;
  /** An action's family ('campaign', 'sponsorship', 'organization', 'user') or a whole action ('campaign.approved'). */
  kind?: string;
  limit: number;
  cursor?: string;
}

/** The audit trail: a projection of administrators' decisions, newest first. */
export interface AuditTrail {
  record(entry: AuditRecord): Promise<void>;
  list(filter: AuditFilter): Promise<Page<AuditEntry>>;
}
export const AUDIT_TRAIL = Symbol('AuditTrail');
