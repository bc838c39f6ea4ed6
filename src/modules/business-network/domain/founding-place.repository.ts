import type { FoundingPlace, FoundingProgrammeSnapshot } from './founding-place.aggregate.js';

export interface FoundingPlaceRepository {
  /**
   * The programme as `userId`'s claim sees it. Takes the programme's lock, held until the unit of
   * work ends: claims are serialised, so however many arrive at once no more than 100 succeed.
   */
  programmeFor(userId: string): Promise<FoundingProgrammeSnapshot>;
  save(place: FoundingPlace): Promise<void>;
}
export const FOUNDING_PLACE_REPOSITORY = Symbol('FoundingPlaceRepository');
