import type { SponsorshipApplication } from './sponsorship-application.aggregate.js';

export interface SponsorshipApplicationRepository {
  findById(id: string): Promise<SponsorshipApplication | null>;
  /**
   * The applicant's applications still waiting for review, read under a lock held until the unit of work
   * ends: two submissions by one member are checked one after the other.
   */
  pendingOfApplicantLocked(applicantId: string): Promise<SponsorshipApplication[]>;
  /** Adds a new application or records its decision; a decision on one already decided is refused (409). */
  save(application: SponsorshipApplication): Promise<void>;
}
export const SPONSORSHIP_APPLICATION_REPOSITORY = Symbol('SponsorshipApplicationRepository');
