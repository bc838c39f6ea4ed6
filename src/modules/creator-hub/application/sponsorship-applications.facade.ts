import { Inject, Injectable } from '@nestjs/common';
import { isId } from '../../../shared-kernel/domain.js';
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
}
