import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { INTEGRATION_EVENT_SUBSCRIBER, type IntegrationEventSubscriber } from '../../../shared-kernel/application.js';
import { AUDIT_TRAIL, type AuditTrail } from './audit-trail.port.js';
import { auditRecordOfRoleChange } from './audit-trail.projection.js';
import { OpenReviewCase } from './open-review-case.use-case.js';
import { ReopenReviewCaseForRevision } from './reopen-review-case-for-revision.use-case.js';
import { WithdrawReviewCase } from './withdraw-review-case.use-case.js';

/**
 * The review queue is fed by the contexts that own the subjects, and the audit trail by identity's
 * role changes. Each consumer runs once per message (its processed key).
 */
@Injectable()
export class ModerationEventConsumers implements OnModuleInit {
  constructor(
    @Inject(INTEGRATION_EVENT_SUBSCRIBER) private readonly subscriber: IntegrationEventSubscriber,
    @Inject(AUDIT_TRAIL) private readonly audit: AuditTrail,
    private readonly open: OpenReviewCase,
    private readonly withdraw: WithdrawReviewCase,
    private readonly reopen: ReopenReviewCaseForRevision,
  ) {}

  onModuleInit(): void {
    const { subscriber } = this;
    subscriber.subscribe('fundraising.campaign-submitted.v1', 'moderation.queue-campaign', ({ payload }) =>
      this.open.execute(
        { type: 'campaign', id: payload.campaignId, submittedBy: payload.ownerId, label: payload.title },
        new Date(payload.submittedAt),
      ),
    );
    subscriber.subscribe('creator-hub.sponsorship-applied.v1', 'moderation.queue-application', ({ payload }) =>
      this.open.execute(
        { type: 'sponsorship_application', id: payload.applicationId, submittedBy: payload.applicantId, label: payload.name },
        new Date(payload.submittedAt),
      ),
    );
    subscriber.subscribe('fundraising.campaign-deleted.v1', 'moderation.close-campaign-case', ({ payload, occurredAt }) =>
      this.withdraw.execute(
        { type: 'campaign', id: payload.campaignId, submittedBy: payload.deletedBy, label: payload.title },
        new Date(occurredAt),
      ),
    );
    subscriber.subscribe('fundraising.campaign-archived.v1', 'moderation.close-archived-campaign-case', ({ payload }) =>
      this.withdraw.execute(
        { type: 'campaign', id: payload.campaignId, submittedBy: payload.archivedBy, label: payload.title },
        new Date(payload.archivedAt),
      ),
    );
    subscriber.subscribe('fundraising.campaign-revision-submitted.v1', 'moderation.queue-campaign-revision', ({ payload }) =>
      this.reopen.execute(payload.campaignId, `Edit of ${payload.title}`, new Date(payload.submittedAt)),
    );
    subscriber.subscribe('identity.member-role-changed.v1', 'moderation.audit-role-change', ({ payload }) =>
      this.audit.record(auditRecordOfRoleChange({ ...payload, changedAt: new Date(payload.changedAt) })),
    );
  }
}
