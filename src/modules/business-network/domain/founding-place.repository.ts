import type { FoundingPlace, FoundingProgramSnapshot } from './founding-place.aggregate.js';

export interface FoundingPlaceRepository {
  /**
   * The program as `userId`'s claim sees it. Takes the program's lock, held until the unit of
   * work ends: claims are serialised, so however many arrive at once no more than 100 succeed.
   */
  programFor(userId: string): Promise<FoundingProgramSnapshot>;
  save(place: FoundingPlace): Promise<void>;
}
export const FOUNDING_PLACE_REPOSITORY = Symbol('FoundingPlaceRepository');
