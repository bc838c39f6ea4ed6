/** Who may act for an organization, as payments asks it (the organizations context's team roles). */
export type OrganizationRole = 'admin' | 'treasurer' | 'counter';

/** An organization as payments needs it to take, receipt and report its gifts. */
export interface GivingOrganization {
  id: string;
  slug: string;
  name: string;
  ein: string;
  /** "Nashville, TN": the address its receipts print. */
  address: string;
  /** Only a verified organization is public and receives gifts. */
  verified: boolean;
  /** Its funds in their order, archived ones last (they keep their history). */
  funds: { id: string; name: string; archived: boolean }[];
  team: { userId: string; role: OrganizationRole }[];
}

/** The organizations context, as payments reads it. */
export interface OrganizationBook {
  /** By id or slug; null when there is none. */
  find(slugOrId: string): Promise<GivingOrganization | null>;
  /** Several by id (for receipts, histories and statements); unknown ones are left out. */
  many(ids: string[]): Promise<Map<string, GivingOrganization>>;
}
export const ORGANIZATION_BOOK = Symbol('OrganizationBook');

/** Whether the member may see an organization's giving, refund its gifts and connect its payout account. */
export function handlesMoney(organization: GivingOrganization, userId: string): boolean {
  return organization.team.some((m) => m.userId === userId && (m.role === 'admin' || m.role === 'treasurer'));
}
