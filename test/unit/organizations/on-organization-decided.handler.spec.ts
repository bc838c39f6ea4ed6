import { describe, expect, it } from '@jest/globals';
import { OnOrganizationDecided } from '../../../src/modules/organizations/application/on-organization-decided.handler.js';
import { Organization, type OrganizationState } from '../../../src/modules/organizations/domain/organization.aggregate.js';
import type { OrganizationRepository } from '../../../src/modules/organizations/domain/organization.repository.js';
import type {
  IntegrationEvent,
  IntegrationEventHandler,
  IntegrationEventSubscriber,
  IntegrationEventType,
  SubscribeOptions,
} from '../../../src/shared-kernel/application/integration-events.js';
import type { UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';

const founder = '0b6f1c52-6f8e-4f55-9d3c-2f6b8c7d1e01';
const moderator = '9a1e2d3c-4b5a-4c6d-8e7f-001122334455';
const decidedAt = '2026-12-09T09:30:00.000Z';
type Decision = 'moderation.organization-verified.v1' | 'moderation.organization-rejected.v1';

class InMemoryOrganizations implements OrganizationRepository {
  readonly rows = new Map<string, OrganizationState>();
  saves = 0;
  async findByIdForUpdate(id: string) {
    const state = this.rows.get(id);
    return state ? Organization.restore(state) : null;
  }
  async slugsLike() {
    return [];
  }
  async save(organization: Organization) {
    this.saves++;
    this.rows.set(organization.id, organization.toState());
  }
}

class RecordingSubscriber implements IntegrationEventSubscriber {
  readonly handlers = new Map<string, { consumer: string; handler: IntegrationEventHandler<IntegrationEventType>; options?: SubscribeOptions }>();
  subscribe<T extends IntegrationEventType>(type: T, consumer: string, handler: IntegrationEventHandler<T>, options?: SubscribeOptions): void {
    this.handlers.set(type, { consumer, handler: handler as unknown as IntegrationEventHandler<IntegrationEventType>, options });
  }
  subscribeBatch(type: string, consumer: string): void {
    throw new Error(`Unexpected batch consumer ${consumer} of ${type}`);
  }
  deliver(type: Decision, organizationId: string, reason: string | null = null) {
    const event: IntegrationEvent<Decision> = { id: `${type}-${Math.random()}`, type, occurredAt: decidedAt, payload: { organizationId, decidedBy: moderator, decidedAt, reason } };
    return this.handlers.get(type)!.handler(event as IntegrationEvent<IntegrationEventType>);
  }
}

const unitOfWork: UnitOfWork = { run: (work) => work(), runAsOneStatement: (work) => work() };

function setUp() {
  const organizations = new InMemoryOrganizations();
  const subscriber = new RecordingSubscriber();
  new OnOrganizationDecided(subscriber, organizations, unitOfWork).onModuleInit();
  const organization = Organization.register(
    { slug: 'grace-chapel', name: 'Grace Chapel', kind: 'church', ein: '12-3456789', city: 'Nashville', state: 'TN', website: null },
    founder,
    new Date('2026-12-08T10:00:00Z'),
  );
  organizations.rows.set(organization.id, organization.toState());
  return { organizations, subscriber, id: organization.id };
}

describe("OnOrganizationDecided (moderation's decisions applied by organizations)", () => {
  it('subscribes both decisions for delivery at once', () => {
    const { subscriber } = setUp();
    expect([...subscriber.handlers].map(([type, h]) => [type, h.consumer, h.options?.delivery])).toEqual([
      ['moderation.organization-verified.v1', 'organizations.apply-verification', 'at-once'],
      ['moderation.organization-rejected.v1', 'organizations.apply-rejection', 'at-once'],
    ]);
  });

  it('verifies the organization once, with its General Fund; a redelivered or contradicting decision changes nothing', async () => {
    const { organizations, subscriber, id } = setUp();
    await subscriber.deliver('moderation.organization-verified.v1', id);
    const verified = organizations.rows.get(id)!;
    expect(verified).toMatchObject({ status: 'verified', decidedBy: moderator, decidedAt: new Date(decidedAt) });
    expect(verified.funds.map((f) => f.name)).toEqual(['General Fund']);

    await subscriber.deliver('moderation.organization-verified.v1', id);
    await subscriber.deliver('moderation.organization-rejected.v1', id, 'late');
    expect(organizations.saves).toBe(1);
    expect(organizations.rows.get(id)).toEqual(verified);
  });

  it('rejects with the reason, and ignores a decision about an unknown organization', async () => {
    const { organizations, subscriber, id } = setUp();
    await subscriber.deliver('moderation.organization-rejected.v1', id, 'The EIN does not match.');
    expect(organizations.rows.get(id)).toMatchObject({ status: 'rejected', rejectionReason: 'The EIN does not match.', funds: [] });
    await subscriber.deliver('moderation.organization-verified.v1', '7f1e2d3c-4b5a-4c6d-8e7f-001122334466');
    expect(organizations.saves).toBe(1);
  });
});
