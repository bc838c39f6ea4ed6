/** A member's public card, as donation lists show it. */
export interface DonorCard {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** Donor names for public lists (from identity). */
export interface DonorDirectory {
  cards(userIds: string[]): Promise<Map<string, DonorCard>>;
  /** Members' emails: only for a campaign organiser's (or an admin's) donor list. */
  emails(userIds: string[]): Promise<Map<string, string>>;
}
export const DONOR_DIRECTORY = Symbol('DonorDirectory');
