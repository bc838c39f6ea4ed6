/** A member's public card, as donation lists show it. */
export interface DonorCard {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** Donor names for public lists (from identity). */
export interface DonorDirectory {
  cards(userIds: string[]): Promise<Map<string, DonorCard>>;
}
export const DONOR_DIRECTORY = Symbol('DonorDirectory');
