import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  INTEGRATION_EVENT_SUBSCRIBER,
  type IntegrationEvent,
  type IntegrationEventSubscriber,
} from '../../../shared-kernel/application.js';
import {
  SPONSORSHIP_APPLICATION_REPOSITORY,
  type SponsorshipApplicationRepository,
} from '../domain/sponsorship-application.repository.js';

type Decision = IntegrationEvent<'moderation.application-approved.v1' | 'moderation.application-rejected.v1'>;

/**
 * Moderation decides on applications; creator-hub applies the decision to the application it owns
 * (which then publishes creator-hub.sponsorship-approved|rejected.v1). Idempotent: a redelivered
 * decision, or one for an application already decided, changes nothing.
 */
@Injectable()
export class OnApplicationDecided implements OnModuleInit {
  private readonly logger = new Logger('OnApplicationDecided');

  constructor(
    @Inject(INTEGRATION_EVENT_SUBSCRIBER) private readonly subscriber: IntegrationEventSubscriber,
    @Inject(SPONSORSHIP_APPLICATION_REPOSITORY) private readonly applications: SponsorshipApplicationRepository,
  ) {}

  onModuleInit(): void {
    this.subscriber.subscribe('moderation.application-approved.v1', 'creator-hub.apply-application-approval', (event) =>
      this.apply('approve', event),
    );
    this.subscriber.subscribe('moderation.application-rejected.v1', 'creator-hub.apply-application-rejection', (event) =>
      this.apply('reject', event),
    );
  }

  async apply(verdict: 'approve' | 'reject', event: Decision): Promise<void> {
    const { applicationId, decidedBy, decidedAt, reason } = event.payload;
    const application = await this.applications.findById(applicationId);
    if (!application) {
      this.logger.warn(`Decision ${event.id} names no known application (${applicationId}); ignored`);
      return;
    }
    if (application.isDecided) {
      if (application.status !== (verdict === 'approve' ? 'approved' : 'rejected')) {
        this.logger.warn(`Application ${applicationId} was already ${application.status}; ${event.type} ignored`);
      }
      return;
    }
    const at = new Date(decidedAt);
    if (verdict === 'approve') application.approve(decidedBy, at);
    else application.reject(decidedBy, at, reason);
    await this.applications.save(application);
  }
}
