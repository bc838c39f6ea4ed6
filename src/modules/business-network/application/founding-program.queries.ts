import { Inject, Injectable } from '@nestjs/common';
import { FOUNDING_MEMBER_CAP } from '../domain/founding-place.aggregate.js';

export interface FoundingProgramReadModel {
  placesTaken(): Promise<number>;
  holdsPlace(userId: string): Promise<boolean>;
}
export const FOUNDING_PROGRAM_READ_MODEL = Symbol('FoundingProgramReadModel');

export interface FoundingStatus {
  claimed: number;
  cap: number;
  remaining: number;
  isComplete: boolean;
  isFoundingMember: boolean;
}

/** The founding-member program's progress, and whether the asking member holds a place. */
@Injectable()
export class FoundingProgramQueries {
  constructor(@Inject(FOUNDING_PROGRAM_READ_MODEL) private readonly places: FoundingProgramReadModel) {}

  async status(userId?: string): Promise<FoundingStatus> {
    const [taken, isFoundingMember] = await Promise.all([
      this.places.placesTaken(),
      userId ? this.places.holdsPlace(userId) : Promise.resolve(false),
    ]);
    const claimed = Math.min(taken, FOUNDING_MEMBER_CAP);
    return {
      claimed,
      cap: FOUNDING_MEMBER_CAP,
      remaining: FOUNDING_MEMBER_CAP - claimed,
      isComplete: claimed >= FOUNDING_MEMBER_CAP,
      isFoundingMember,
    };
  }
}
