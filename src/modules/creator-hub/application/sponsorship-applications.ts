import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { DomainError } from '../../../shared-kernel/domain.js';
import {
  INTEGRATION_EVENT_PUBLISHER,
  type IntegrationEventPublisher,
} from '../../../shared-kernel/application.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import {
  type ApplicationStatus,
  SPONSORSHIP_APPLICATION_REPOSITORY,
  SponsorshipApplication,
  type SponsorshipApplicationRepository,
} from '../domain/sponsorship-application.js';

/** Creators apply; administrators approve or reject (through the moderation context). */
@Injectable()
export class SponsorshipApplications {
  constructor(
    @Inject(SPONSORSHIP_APPLICATION_REPOSITORY) private readonly applications: SponsorshipApplicationRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(INTEGRATION_EVENT_PUBLISHER) private readonly events: IntegrationEventPublisher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  submit(applicantId: string, input: Parameters<typeof SponsorshipApplication.submit>[1]): Promise<SponsorshipApplication> {
    return this.uow.run(async () => {
      const application = SponsorshipApplication.submit(applicantId, input, this.clock.now());
      await this.applications.add(application);
      this.events.publish('creator-hub.sponsorship-applied.v1', {
        applicationId: application.id,
        applicantId,
        name: application.name,
        submittedAt: application.createdAt.toISOString(),
      });
      return application;
    });
  }

  review(id: string, verdict: 'approve' | 'reject', by: string): Promise<SponsorshipApplication> {
    return this.uow.run(async () => {
      const application = /^[0-9a-f-]{36}$/i.test(id) ? await this.applications.findById(id) : null;
      if (!application) throw DomainError.notFound('application_not_found', 'Sponsorship application not found');
      const now = this.clock.now();
      application.review(verdict, by, now);
      await this.applications.save(application);
      this.events.publish(
        verdict === 'approve' ? 'creator-hub.sponsorship-approved.v1' : 'creator-hub.sponsorship-rejected.v1',
        { applicationId: application.id, applicantId: application.applicantId, reviewedBy: by, reviewedAt: now.toISOString() },
      );
      return application;
    });
  }

  mine(applicantId: string): Promise<SponsorshipApplication[]> {
    return this.applications.listByApplicant(applicantId);
  }

  list(filter: { status?: ApplicationStatus; limit: number; offset: number }): Promise<SponsorshipApplication[]> {
    return this.applications.list(filter);
  }

  counts(): Promise<Record<ApplicationStatus, number>> {
    return this.applications.countByStatus();
  }
}
