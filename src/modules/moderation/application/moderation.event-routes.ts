import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOMAIN_EVENT_ROUTES, type DomainEventRoutes } from '../../../shared-kernel/application.js';
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
import { AUDIT_TRAIL, type AuditTrail } from './audit-trail.port.js';
import { AUDITED_DECISIONS, auditRecordOfDecision } from './audit-trail.projection.js';

const campaignDecision = (e: ReviewCaseEvent) => ({
  campaignId: e.subjectId,
  decidedBy: e.by,
  decidedAt: e.occurredAt.toISOString(),
  reason: e.reason,
  revisionSubmittedAt: null,
});
const revisionDecision = (e: CampaignRevisionApprovedByModerator | CampaignRevisionRejectedByModerator) => ({
  ...campaignDecision(e),
  revisionSubmittedAt: e.revisionSubmittedAt.toISOString(),
});
const updateDecision = (e: ReviewCaseEvent) => ({
  updateId: e.subjectId,
  decidedBy: e.by,
  decidedAt: e.occurredAt.toISOString(),
  reason: e.reason,
});
const applicationDecision = (e: ReviewCaseEvent) => ({
  applicationId: e.subjectId,
  decidedBy: e.by,
  decidedAt: e.occurredAt.toISOString(),
  reason: e.reason,
});
const organizationDecision = (e: ReviewCaseEvent) => ({
  organizationId: e.subjectId,
  decidedBy: e.by,
  decidedAt: e.occurredAt.toISOString(),
  reason: e.reason,
});

/**
 * What moderators' decisions cause: the integration events the owning contexts apply, and (in the
 * same transaction) the audit trail's row.
 */
@Injectable()
export class ModerationEventRoutes implements OnModuleInit {
  constructor(
    @Inject(DOMAIN_EVENT_ROUTES) private readonly routes: DomainEventRoutes,
    @Inject(AUDIT_TRAIL) private readonly audit: AuditTrail,
  ) {}

  onModuleInit(): void {
    const { routes } = this;
    routes.publishAs(CampaignApprovedByModerator, 'moderation.campaign-approved.v1', campaignDecision);
    routes.publishAs(CampaignRejectedByModerator, 'moderation.campaign-rejected.v1', campaignDecision);
    routes.publishAs(CampaignRemovedByModerator, 'moderation.campaign-removed.v1', campaignDecision);
    routes.publishAs(CampaignRevisionApprovedByModerator, 'moderation.campaign-revision-approved.v1', revisionDecision);
    routes.publishAs(CampaignRevisionRejectedByModerator, 'moderation.campaign-revision-rejected.v1', revisionDecision);
    routes.publishAs(CampaignUpdateApprovedByModerator, 'moderation.campaign-update-approved.v1', updateDecision);
    routes.publishAs(CampaignUpdateRejectedByModerator, 'moderation.campaign-update-rejected.v1', updateDecision);
    routes.publishAs(ApplicationApprovedByModerator, 'moderation.application-approved.v1', applicationDecision);
    routes.publishAs(ApplicationRejectedByModerator, 'moderation.application-rejected.v1', applicationDecision);
    routes.publishAs(OrganizationVerifiedByModerator, 'moderation.organization-verified.v1', organizationDecision);
    routes.publishAs(OrganizationRejectedByModerator, 'moderation.organization-rejected.v1', organizationDecision);
    for (const decision of AUDITED_DECISIONS) {
      routes.onCommitting(decision, (e) => this.audit.record(auditRecordOfDecision(e)));
    }
  }
}
