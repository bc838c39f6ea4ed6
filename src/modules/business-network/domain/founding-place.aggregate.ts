import { AggregateRoot } from '../../../shared-kernel/domain.js';
import { FoundingPlaceClaimed } from './founding-place.events.js';
import { MembershipErrors } from './membership.errors.js';

/** The free lifetime founding membership is for the first 100 members who claim a place. */
export const FOUNDING_MEMBER_CAP = 100;

/** The program as a claim sees it, read under the program's lock (so no other claim interleaves). */
export interface FoundingProgramSnapshot {
  placesTaken: number;
  claimantHoldsPlace: boolean;
  /** A place is for a member of the network: one who has listed a business. */
  claimantHasBusinessProfile: boolean;
}

export interface FoundingPlaceState {
  userId: string;
  seat: number;
  claimedAt: Date;
}

/** One member's founding place: seat 1 to 100, one per member. */
export class FoundingPlace extends AggregateRoot<FoundingPlaceClaimed> {
  private constructor(private readonly state: FoundingPlaceState) {
    super();
  }

  /**
   * Takes the next seat: refused when the member already holds one, when all 100 are taken, or when
   * the member has no business profile yet (places are for businesses of the network, not for
   * accounts made to take them).
   */
  static claim(userId: string, program: FoundingProgramSnapshot, at: Date): FoundingPlace {
    if (program.claimantHoldsPlace) throw MembershipErrors.alreadyFounding();
    if (!program.claimantHasBusinessProfile) throw MembershipErrors.businessProfileRequired();
    if (program.placesTaken >= FOUNDING_MEMBER_CAP) throw MembershipErrors.programFull();
    const place = new FoundingPlace({ userId, seat: program.placesTaken + 1, claimedAt: at });
    place.record(new FoundingPlaceClaimed(userId, place.seat, at));
    return place;
  }

  toState(): FoundingPlaceState {
    return { ...this.state };
  }

  get userId(): string {
    return this.state.userId;
  }
  get seat(): number {
    return this.state.seat;
  }
  get claimedAt(): Date {
    return this.state.claimedAt;
  }
}
