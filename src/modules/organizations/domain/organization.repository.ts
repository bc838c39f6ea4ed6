import type { Organization } from './organization.aggregate.js';

export interface OrganizationRepository {
  /** The organization, its row locked until the unit of work commits (its team and funds change one change at a time). */
  findByIdForUpdate(id: string): Promise<Organization | null>;
  /**
   * The slugs taken that start with `base` ("grace-chapel", "grace-chapel-2", ...). Other registrations of the same
   * base wait until the unit of work commits, so each picks a free slug.
   */
  slugsLike(base: string): Promise<string[]>;
  /** Inserts or updates the organization with its team and funds. */
  save(organization: Organization): Promise<void>;
}
export const ORGANIZATION_REPOSITORY = Symbol('OrganizationRepository');
