import { Inject, Injectable } from '@nestjs/common';
import {
  type ApplicationCounts,
  type ApplicationStatus,
  SPONSORSHIP_APPLICATION_READ_MODEL,
  type SponsorshipApplicationReadModel,
  type SponsorshipApplicationView,
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
  ) {}

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
}
