import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOMAIN_EVENT_ROUTES, type DomainEventRoutes } from '../../../shared-kernel/application.js';
import { SponsorshipApplied, SponsorshipApproved, SponsorshipRejected } from '../domain/sponsorship-application.events.js';

/** What creator-hub's domain events cause: the integration events other contexts hear. */
@Injectable()
export class CreatorHubEventRoutes implements OnModuleInit {
  constructor(@Inject(DOMAIN_EVENT_ROUTES) private readonly routes: DomainEventRoutes) {}

  onModuleInit(): void {
    this.routes.publishAs(SponsorshipApplied, 'creator-hub.sponsorship-applied.v1', (e) => ({
      applicationId: e.applicationId,
      applicantId: e.applicantId,
      name: e.name,
      submittedAt: e.occurredAt.toISOString(),
    }));
    this.routes.publishAs(SponsorshipApproved, 'creator-hub.sponsorship-approved.v1', (e) => ({
      applicationId: e.applicationId,
      applicantId: e.applicantId,
      reviewedBy: e.by,
      reviewedAt: e.occurredAt.toISOString(),
      reason: null,
    }));
    this.routes.publishAs(SponsorshipRejected, 'creator-hub.sponsorship-rejected.v1', (e) => ({
      applicationId: e.applicationId,
      applicantId: e.applicantId,
      reviewedBy: e.by,
      reviewedAt: e.occurredAt.toISOString(),
      reason: e.reason,
    }));
  }
}
