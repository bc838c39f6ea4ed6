import type { SponsorshipApplication } from './sponsorship-application.aggregate.js';

export interface SponsorshipApplicationRepository {
  findById(id: string): Promise<SponsorshipApplication | null>;
  /** Adds a new application or records its decision; a decision on one already decided is refused (409). */
  save(application: SponsorshipApplication): Promise<void>;
}
export const SPONSORSHIP_APPLICATION_REPOSITORY = Symbol('SponsorshipApplicationRepository');
