export type OrganizationReviewStatus = 'pending' | 'verified' | 'rejected';

/** A registered organization as a moderator sees it (the organizations context's data, read through its public API). */
export interface ModeratedOrganization {
  id: string;
  slug: string;
  name: string;
  kind: string;
  ein: string;
  city: string;
  state: string;
  website: string | null;
  logoUrl: string | null;
  status: OrganizationReviewStatus;
  registeredBy: string;
  registeredAt: Date;
  decidedAt: Date | null;
  rejectionReason: string | null;
}

/** Where moderation reads organizations from (the organizations context). */
export interface OrganizationCatalog {
  list(filter: { status?: OrganizationReviewStatus; limit: number; offset: number }): Promise<ModeratedOrganization[]>;
  find(id: string): Promise<ModeratedOrganization | null>;
}
export const ORGANIZATION_CATALOG = Symbol('OrganizationCatalog');
