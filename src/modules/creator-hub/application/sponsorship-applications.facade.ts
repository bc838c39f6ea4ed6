import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CLOCK, type Clock, isId } from '../../../shared-kernel/domain.js';
import { ApplicationErrors } from '../domain/sponsorship-application.errors.js';
import {
  SPONSORSHIP_APPLICATION_REPOSITORY,
  type SponsorshipApplicationRepository,
} from '../domain/sponsorship-application.repository.js';
import {
  type ApplicationCounts,
  type ApplicationStatus,
  SPONSORSHIP_APPLICATION_READ_MODEL,
  type SponsorshipApplicationReadModel,
  type SponsorshipApplicationView,
  toApplicationView,
} from './sponsorship-application.read-model.js';

/**
 * What other contexts may ask creator-hub about sponsorship applications (exposed through index.ts):
 * moderation reads them here for its queue, a member's activity and the dashboard's count.
 * Decisions reach creator-hub as moderation's events (on-application-decided.handler.ts).
 */
@Injectable()
export class SponsorshipApplications {
  constructor(
    @Inject(SPONSORSHIP_APPLICATION_READ_MODEL) private readonly reads: SponsorshipApplicationReadModel,
    @Inject(SPONSORSHIP_APPLICATION_REPOSITORY) private readonly applications: SponsorshipApplicationRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** One application; null when there is none with this id. */
  find(id: string): Promise<SponsorshipApplicationView | null> {
    return isId(id) ? this.reads.findById(id) : Promise.resolve(null);
  }

  /** A member's applications, newest first. */
  mine(applicantId: string): Promise<SponsorshipApplicationView[]> {
    return this.reads.listByApplicant(applicantId);
  }

  list(filter: { status?: ApplicationStatus; limit: number; offset: number }): Promise<SponsorshipApplicationView[]> {
    return this.reads.list(filter);
  }

  counts(): Promise<ApplicationCounts> {
    return this.reads.countByStatus();
  }

  /**
   * TRANSITIONAL: used only by moderation's old DecideOnApplication (a direct call into this
   * context). Delete once moderation publishes moderation.application-approved|rejected.v1 and
   * no longer calls it: creator-hub then applies decisions in OnApplicationDecided.
   */
  review(id: string, verdict: 'approve' | 'reject', by: string): Promise<SponsorshipApplicationView> {
    return this.uow.run(async () => {
      const application = isId(id) ? await this.applications.findById(id) : null;
      if (!application) throw ApplicationErrors.notFound();
      const now = this.clock.now();
      if (verdict === 'approve') application.approve(by, now);
      else application.reject(by, now);
      await this.applications.save(application);
      return toApplicationView(application.toState());
    });
  }
}
