/** A verified organization as the public pages' HTML describes it (title, description, link previews). */
export interface PublicOrganization {
  slug: string;
  name: string;
  /** church | ministry | nonprofit */
  kind: string;
  city: string;
  state: string;
  /** An upload path (/uploads/…) or an absolute https URL; null without a logo. */
  logoUrl: string | null;
}

/** What the web shell reads from organizations: one organization the public may see. */
export interface PublicOrganizations {
  /** The organization at /o/{slug}; null when it is unknown or not verified (the public sees none there). */
  organization(slug: string): Promise<PublicOrganization | null>;
}
export const PUBLIC_ORGANIZATIONS = Symbol('PublicOrganizations');
