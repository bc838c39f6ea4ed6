import type { DomainEventClass } from '../../../shared-kernel/domain.js';
import {
  ApplicationApprovedByModerator,
  ApplicationRejectedByModerator,
  CampaignApprovedByModerator,
  CampaignRejectedByModerator,
  CampaignRemovedByModerator,
  CampaignRevisionApprovedByModerator,
  CampaignRevisionRejectedByModerator,
  CampaignUpdateApprovedByModerator,
  CampaignUpdateRejectedByModerator,
  OrganizationRejectedByModerator,
  OrganizationVerifiedByModerator,
  type ReviewCaseEvent,
} from '../domain/review-case.events.js';
import type { AuditAction, AuditRecord, AuditSubjectType } from './audit-trail.port.js';

const DECISIONS = new Map<DomainEventClass<ReviewCaseEvent>, [AuditAction, AuditSubjectType]>([
  [CampaignApprovedByModerator, ['campaign.approved', 'campaign']],
  [CampaignRejectedByModerator, ['campaign.rejected', 'campaign']],
  [CampaignRemovedByModerator, ['campaign.deleted', 'campaign']],
  [CampaignRevisionApprovedByModerator, ['campaign.edit-approved', 'campaign']],
  [CampaignRevisionRejectedByModerator, ['campaign.edit-rejected', 'campaign']],
  [CampaignUpdateApprovedByModerator, ['campaign.update-approved', 'campaign_update']],
  [CampaignUpdateRejectedByModerator, ['campaign.update-rejected', 'campaign_update']],
  [ApplicationApprovedByModerator, ['sponsorship.approved', 'sponsorship_application']],
  [ApplicationRejectedByModerator, ['sponsorship.rejected', 'sponsorship_application']],
  [OrganizationVerifiedByModerator, ['organization.verified', 'organization']],
  [OrganizationRejectedByModerator, ['organization.rejected', 'organization']],
]);

/** The decision events the audit trail records. */
export const AUDITED_DECISIONS = [...DECISIONS.keys()];

/** A moderator's decision as the audit trail lists it. */
export function auditRecordOfDecision(event: ReviewCaseEvent): AuditRecord {
  const found = DECISIONS.get(event.constructor as DomainEventClass<ReviewCaseEvent>);
  if (!found) throw new Error(`${event.constructor.name} is not an audited decision`);
  const [action, subjectType] = found;
  return { adminId: event.by, action, subjectType, subjectId: event.subjectId, subjectLabel: event.label, reason: event.reason, decidedAt: event.occurredAt };
}

/** A change of a member's administrator role (identity's event) as the audit trail lists it. */
export function auditRecordOfRoleChange(change: {
  userId: string;
  username: string;
  isAdmin: boolean;
  changedBy: string;
  changedAt: Date;
}): AuditRecord {
  return {
    adminId: change.changedBy,
    action: change.isAdmin ? 'user.admin-granted' : 'user.admin-revoked',
    subjectType: 'user',
    subjectId: change.userId,
    subjectLabel: change.username,
    reason: null,
    decidedAt: change.changedAt,
  };
}
