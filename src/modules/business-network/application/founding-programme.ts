import { Inject, Injectable } from '@nestjs/common';
import { BusinessErrors } from '../domain/business-profile.errors.js';

/** The free lifetime founding membership for the first 100 members who claim a place. */
export const FOUNDING_MEMBER_CAP = 100;

export interface FoundingProgrammeStore {
  /** Claims the next place atomically; null when the programme is full. */
  claim(userId: string, cap: number): Promise<{ seat: number } | 'already' | null>;
  count(): Promise<number>;
  isMember(userId: string): Promise<boolean>;
}
export const FOUNDING_PROGRAMME_STORE = Symbol('FoundingProgrammeStore');


export interface FoundingStatus {
  claimed: number;
  cap: number;
  remaining: number;
  isComplete: boolean;
  isFoundingMember: boolean;
}

@Injectable()
export class FoundingProgramme {
  constructor(@Inject(FOUNDING_PROGRAMME_STORE) private readonly store: FoundingProgrammeStore) {}

  async status(userId?: string): Promise<FoundingStatus> {
    const claimed = Math.min(await this.store.count(), FOUNDING_MEMBER_CAP);
    return {
      claimed,
      cap: FOUNDING_MEMBER_CAP,
      remaining: FOUNDING_MEMBER_CAP - claimed,
      isComplete: claimed >= FOUNDING_MEMBER_CAP,
      isFoundingMember: userId ? await this.store.isMember(userId) : false,
    };
  }

  /** One place per member, never more than the cap, however many claim at once. */
  async claim(userId: string): Promise<{ seat: number }> {
    const result = await this.store.claim(userId, FOUNDING_MEMBER_CAP);
    if (result === 'already') throw BusinessErrors.alreadyFounding();
    if (!result) throw BusinessErrors.programFull();
    return result;
  }
}
