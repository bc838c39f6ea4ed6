import type { BusinessProfile } from './business-profile.aggregate.js';

export interface BusinessProfileRepository {
  findById(id: string): Promise<BusinessProfile | null>;
  findByOwner(ownerId: string): Promise<BusinessProfile | null>;
  /** Adds or updates; a second profile for the same owner is refused (409). */
  save(profile: BusinessProfile): Promise<void>;
  /** Deletes the owner's profile, if any (its owner closed their account): it leaves the directory. */
  removeOfOwner(ownerId: string): Promise<void>;
}
export const BUSINESS_PROFILE_REPOSITORY = Symbol('BusinessProfileRepository');
