import { describe, expect, it } from '@jest/globals';
import type { AuditRecord, AuditTrail } from '../../../src/modules/moderation/application/audit-trail.port.js';
import { ModerationEventRoutes } from '../../../src/modules/moderation/application/moderation.event-routes.js';
import {
  ApplicationApprovedByModerator,
  ApplicationRejectedByModerator,
  CampaignApprovedByModerator,
  CampaignRejectedByModerator,
  CampaignRemovedByModerator,
} from '../../../src/modules/moderation/domain/review-case.events.js';
import type { DomainEventRoutes } from '../../../src/shared-kernel/application/domain-events.js';
import type { DomainEvent, DomainEventClass } from '../../../src/shared-kernel/domain/domain-event.js';

class RecordingRoutes implements DomainEventRoutes {
  readonly published = new Map<DomainEventClass, { type: string; toPayload: (e: never) => unknown }>();
  readonly committing = new Map<DomainEventClass, (e: never) => Promise<void>>();
  onCommitting<E extends DomainEvent>(event: DomainEventClass<E>, handler: (event: E) => Promise<void>): void {
    this.committing.set(event, handler as (e: never) => Promise<void>);
  }
  onCommitted(): void {
    throw new Error('moderation has no after-commit handlers');
  }
  publishAs<E extends DomainEvent>(event: DomainEventClass<E>, type: string, toPayload: (event: E) => unknown): void {
    this.published.set(event, { type, toPayload: toPayload as (e: never) => unknown });
  }
  async play(event: DomainEvent) {
    const cls = event.constructor as DomainEventClass;
    await this.committing.get(cls)?.(event as never);
    const route = this.published.get(cls);
    return route && { type: route.type, payload: route.toPayload(event as never) };
  }
}

class FakeAuditTrail implements AuditTrail {
  readonly rows: AuditRecord[] = [];
  async record(entry: AuditRecord) {
    this.rows.push(entry);
  }
  async recordUnlessRecordedWithin(entry: AuditRecord) {
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
    [CampaignApprovedByModerator, 'moderation.campaign-approved.v1', { campaignId: 'subject', ...decision }, 'campaign.approved'],
    [CampaignRejectedByModerator, 'moderation.campaign-rejected.v1', { campaignId: 'subject', ...decision }, 'campaign.rejected'],
    [CampaignRemovedByModerator, 'moderation.campaign-removed.v1', { campaignId: 'subject', ...decision }, 'campaign.deleted'],
    [ApplicationApprovedByModerator, 'moderation.application-approved.v1', { applicationId: 'subject', ...decision }, 'sponsorship.approved'],
    [ApplicationRejectedByModerator, 'moderation.application-rejected.v1', { applicationId: 'subject', ...decision }, 'sponsorship.rejected'],
  ])('%p becomes %s and an audit row in the same transaction', async (Decision, type, payload, action) => {
    const routes = new RecordingRoutes();
    const audit = new FakeAuditTrail();
    new ModerationEventRoutes(routes, audit).onModuleInit();
    expect(await routes.play(new Decision('case', 'subject', 'Roof Repair', 'moderator', 'why', at))).toEqual({ type, payload });
    expect(audit.rows).toEqual([expect.objectContaining({ action, subjectId: 'subject', adminId: 'moderator', subjectLabel: 'Roof Repair' })]);
  });
});
