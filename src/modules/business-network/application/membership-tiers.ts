export interface MembershipTier {
  id: string;
  name: string;
  priceCents: number;
  description: string;
  features: string[];
}

export interface MembershipTierCatalog {
  list(): Promise<MembershipTier[]>;
  find(id: string): Promise<MembershipTier | null>;
}
export const MEMBERSHIP_TIER_CATALOG = Symbol('MembershipTierCatalog');
