import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { INTEGRATION_EVENT_SUBSCRIBER, type IntegrationEventSubscriber } from '../../../shared-kernel/application.js';
import { AUDIT_TRAIL, type AuditTrail } from './audit-trail.port.js';
import { auditRecordOfRoleChange } from './audit-trail.projection.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { CAMPAIGN_UPDATE_CATALOG, type CampaignUpdateCatalog } from './campaign-update-catalog.port.js';
import { updateLabel } from './decide-on-campaign-update.use-case.js';
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
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(CAMPAIGN_UPDATE_CATALOG) private readonly updates: CampaignUpdateCatalog,
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
    subscriber.subscribe('organizations.organization-registered.v1', 'moderation.queue-organization', ({ payload }) =>
      this.open.execute(
        { type: 'organization', id: payload.organizationId, submittedBy: payload.registeredBy, label: payload.name },
        new Date(payload.registeredAt),
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
    subscriber.subscribe('fundraising.campaign-update-posted.v1', 'moderation.queue-campaign-update', ({ payload }) =>
      this.queueUpdate(payload.updateId, payload.campaignId, payload.authorId, new Date(payload.postedAt)),
    );
    subscriber.subscribe('identity.member-role-changed.v1', 'moderation.audit-role-change', ({ payload }) =>
      this.audit.record(auditRecordOfRoleChange({ ...payload, changedAt: new Date(payload.changedAt) })),
    );
  }

  /** An organizer's update joins the queue as "Update to <campaign title>" (unless it is gone, or was decided before review existed). */
  private async queueUpdate(updateId: string, campaignId: string, authorId: string, postedAt: Date): Promise<void> {
    const update = await this.updates.find(updateId);
    if (!update || update.status !== 'pending') return;
    const campaign = await this.campaigns.find(campaignId);
    if (!campaign) return;
    await this.open.execute({ type: 'campaign_update', id: updateId, submittedBy: authorId, label: updateLabel(campaign.title) }, postedAt);
  }
}
