import type { OrganizationState, OrganizationStatus, TeamRole } from '../domain/organization.aggregate.js';

/** An organization a member serves, with their role (for their profile). */
export interface ServedOrganization {
  id: string;
  slug: string;
  name: string;
  status: OrganizationStatus;
  role: TeamRole;
}

export interface OrganizationListFilter {
  status?: OrganizationStatus;
  limit: number;
  offset: number;
}

/** Organizations as the screens read them. */
export interface OrganizationReadModel {
  /** By id or slug, with its team and funds (archived ones too). */
  find(slugOrId: string): Promise<OrganizationState | null>;
  /** Newest registration first. */
  list(filter: OrganizationListFilter): Promise<OrganizationState[]>;
  servedBy(userId: string): Promise<ServedOrganization[]>;
}
export const ORGANIZATION_READ_MODEL = Symbol('OrganizationReadModel');
