import { describe, expect, it } from '@jest/globals';
import { OnApplicationDecided } from '../../../src/modules/creator-hub/application/on-application-decided.handler.js';
import { SponsorshipApplication } from '../../../src/modules/creator-hub/domain/sponsorship-application.aggregate.js';
import { SponsorshipApproved, SponsorshipRejected } from '../../../src/modules/creator-hub/domain/sponsorship-application.events.js';
import type { SponsorshipApplicationRepository } from '../../../src/modules/creator-hub/domain/sponsorship-application.repository.js';
import type {
  IntegrationEvent,
  IntegrationEventHandler,
  IntegrationEventSubscriber,
  IntegrationEventType,
} from '../../../src/shared-kernel/application/integration-events.js';

const moderator = '9a1e2d3c-4b5a-4c6d-8e7f-001122334455';

class InMemoryApplications implements SponsorshipApplicationRepository {
  readonly rows = new Map<string, ReturnType<SponsorshipApplication['toState']>>();
  saved: SponsorshipApplication[] = [];
  async findById(id: string) {
    const state = this.rows.get(id);
    return state ? SponsorshipApplication.restore(state) : null;
  }
  async pendingOfApplicantLocked(applicantId: string) {
    return [...this.rows.values()]
      .filter((state) => state.applicantId === applicantId && state.status === 'pending')
      .map((state) => SponsorshipApplication.restore(state));
  }
  async save(application: SponsorshipApplication) {
    this.saved.push(application);
    this.rows.set(application.id, application.toState());
  }
}

class RecordingSubscriber implements IntegrationEventSubscriber {
  readonly handlers = new Map<string, { consumer: string; handler: IntegrationEventHandler<IntegrationEventType> }>();
  subscribe<T extends IntegrationEventType>(type: T, consumer: string, handler: IntegrationEventHandler<T>): void {
    this.handlers.set(type, { consumer, handler: handler as unknown as IntegrationEventHandler<IntegrationEventType> });
  }
  subscribeBatch(type: string, consumer: string): void {
    throw new Error(`Unexpected batch consumer ${consumer} of ${type}`);
  }
  deliver(type: 'moderation.application-approved.v1' | 'moderation.application-rejected.v1', applicationId: string, reason: string | null = null) {
    const event: IntegrationEvent<typeof type> = {
      id: `${type}-${Math.random()}`,
      type,
      occurredAt: '2026-11-23T09:30:00.000Z',
      payload: { applicationId, decidedBy: moderator, decidedAt: '2026-11-23T09:30:00.000Z', reason },
    };
    return this.handlers.get(type)!.handler(event as IntegrationEvent<IntegrationEventType>);
  }
}

function setUp() {
  const applications = new InMemoryApplications();
  const subscriber = new RecordingSubscriber();
  new OnApplicationDecided(subscriber, applications).onModuleInit();
  const application = SponsorshipApplication.submit(
    {
      applicantId: '0b6f1c52-6f8e-4f55-9d3c-2f6b8c7d1e01',
      name: 'Hope in Motion',
      email: 'hope@example.org',
      platforms: [{ platform: 'tiktok', profileUrl: 'https://www.tiktok.com/@hopeinmotion', subscriberCount: null }],
      content: 'Short films about churches serving their cities.',
      audience: null,
      message: 'We want to tell more stories of congregations serving their neighbours.',
    },
    new Date('2026-11-22T10:00:00Z'),
  );
  applications.rows.set(application.id, application.toState());
  return { applications, subscriber, id: application.id };
}

describe("OnApplicationDecided (moderation's decisions applied by creator-hub)", () => {
  it('subscribes one named consumer to each of moderation’s two decision events', () => {
    const { subscriber } = setUp();
    expect([...subscriber.handlers.entries()].map(([type, s]) => [type, s.consumer])).toEqual([
      ['moderation.application-approved.v1', 'creator-hub.apply-application-approval'],
      ['moderation.application-rejected.v1', 'creator-hub.apply-application-rejection'],
    ]);
  });

  it('approves a pending application with the moderator and time of the decision', async () => {
    const { applications, subscriber, id } = setUp();
    await subscriber.deliver('moderation.application-approved.v1', id);
    expect(applications.rows.get(id)).toMatchObject({ status: 'approved', reviewedBy: moderator, reviewedAt: new Date('2026-11-23T09:30:00.000Z') });
    const events = applications.saved[0].pullEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toBeInstanceOf(SponsorshipApproved);
    expect(events[0]).toMatchObject({ applicationId: id, by: moderator, occurredAt: new Date('2026-11-23T09:30:00.000Z') });
  });

  it('rejects with the reason', async () => {
    const { applications, subscriber, id } = setUp();
    await subscriber.deliver('moderation.application-rejected.v1', id, 'Not this season');
    expect(applications.rows.get(id)?.status).toBe('rejected');
    const [event] = applications.saved[0].pullEvents();
    expect(event).toBeInstanceOf(SponsorshipRejected);
    expect(event).toMatchObject({ applicationId: id, by: moderator, reason: 'Not this season' });
  });

  it('is idempotent: the same decision again, or a contrary one later, changes and records nothing', async () => {
    const { applications, subscriber, id } = setUp();
    await subscriber.deliver('moderation.application-approved.v1', id);
    await subscriber.deliver('moderation.application-approved.v1', id);
    await subscriber.deliver('moderation.application-rejected.v1', id);
    expect(applications.saved).toHaveLength(1);
    expect(applications.rows.get(id)?.status).toBe('approved');
  });

  it('ignores a decision about an unknown application', async () => {
    const { applications, subscriber } = setUp();
    await subscriber.deliver('moderation.application-approved.v1', '00000000-0000-4000-8000-000000000000');
    await subscriber.deliver('moderation.application-rejected.v1', '00000000-0000-4000-8000-000000000001');
    expect(applications.saved).toHaveLength(0);
  });
});
