import { describe, expect, it } from '@jest/globals';
import type { AuditRecord, AuditTrail } from '../../../src/modules/moderation/application/audit-trail.port.js';
import { ModerationEventRoutes } from '../../../src/modules/moderation/application/moderation.event-routes.js';
import {
  ApplicationApprovedByModerator,
  ApplicationRejectedByModerator,
  CampaignApprovedByModerator,
  CampaignRejectedByModerator,
  CampaignRemovedByModerator,
  CampaignRevisionApprovedByModerator,
  CampaignRevisionRejectedByModerator,
  OrganizationRejectedByModerator,
  OrganizationVerifiedByModerator,
} from '../../../src/modules/moderation/domain/review-case.events.js';
import type { DomainEvent } from '../../../src/shared-kernel/domain/domain-event.js';
import { DomainEventDispatcher } from '../../../src/shared-kernel/infrastructure/events/domain-event-dispatcher.js';

/** The real dispatcher, played the way the unit of work plays an event: in-transaction handlers, then the mapping. */
class RecordingRoutes extends DomainEventDispatcher {
  async play(event: DomainEvent) {
    await this.handleCommitting(event);
    return this.integrationEventsFor(event)[0];
  }
}

class FakeAuditTrail implements AuditTrail {
  readonly rows: AuditRecord[] = [];
  async record(entry: AuditRecord) {
    this.rows.push(entry);
  }
  async list() {
    return { items: [], nextCursor: null };
  }
}

const at = new Date('2026-11-24T10:00:00Z');
const decision = { decidedBy: 'moderator', decidedAt: '2026-11-24T10:00:00.000Z', reason: 'why' };

describe('moderation event routes', () => {
  it.each([
    [CampaignApprovedByModerator, 'moderation.campaign-approved.v1', { campaignId: 'subject', ...decision, revisionSubmittedAt: null }, 'campaign.approved'],
    [CampaignRejectedByModerator, 'moderation.campaign-rejected.v1', { campaignId: 'subject', ...decision, revisionSubmittedAt: null }, 'campaign.rejected'],
    [CampaignRemovedByModerator, 'moderation.campaign-removed.v1', { campaignId: 'subject', ...decision, revisionSubmittedAt: null }, 'campaign.deleted'],
    [CampaignRevisionApprovedByModerator, 'moderation.campaign-revision-approved.v1', { campaignId: 'subject', ...decision, revisionSubmittedAt: '2026-11-24T09:00:00.000Z' }, 'campaign.edit-approved'],
    [CampaignRevisionRejectedByModerator, 'moderation.campaign-revision-rejected.v1', { campaignId: 'subject', ...decision, revisionSubmittedAt: '2026-11-24T09:00:00.000Z' }, 'campaign.edit-rejected'],
    [ApplicationApprovedByModerator, 'moderation.application-approved.v1', { applicationId: 'subject', ...decision }, 'sponsorship.approved'],
    [ApplicationRejectedByModerator, 'moderation.application-rejected.v1', { applicationId: 'subject', ...decision }, 'sponsorship.rejected'],
    [OrganizationVerifiedByModerator, 'moderation.organization-verified.v1', { organizationId: 'subject', ...decision }, 'organization.verified'],
    [OrganizationRejectedByModerator, 'moderation.organization-rejected.v1', { organizationId: 'subject', ...decision }, 'organization.rejected'],
  ])('%p becomes %s and an audit row in the same transaction', async (Decision, type, payload, action) => {
    const routes = new RecordingRoutes();
    const audit = new FakeAuditTrail();
    new ModerationEventRoutes(routes, audit).onModuleInit();
    const edited = new Date('2026-11-24T09:00:00.000Z');
    expect(await routes.play(new Decision('case', 'subject', 'Roof Repair', 'moderator', 'why', at, edited))).toEqual({ type, payload });
    expect(audit.rows).toEqual([expect.objectContaining({ action, subjectId: 'subject', adminId: 'moderator', subjectLabel: 'Roof Repair' })]);
  });
});
