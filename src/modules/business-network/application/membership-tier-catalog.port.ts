/** A monthly tier (seeded: Basic $9, Professional $29, Executive $99). */
export interface MembershipTier {
  id: string;
  name: string;
  priceCents: number;
  description: string;
  features: string[];
}

export interface MembershipTierCatalog {
  list(): Promise<MembershipTier[]>;
  /** null when there is no tier with this id (whatever its shape). */
  find(id: string): Promise<MembershipTier | null>;
}
export const MEMBERSHIP_TIER_CATALOG = Symbol('MembershipTierCatalog');
