import { describe, expect, it } from '@jest/globals';
import { FOUNDING_MEMBER_CAP, FoundingPlace } from '../../../src/modules/business-network/domain/founding-place.aggregate.js';
import { FoundingPlaceClaimed } from '../../../src/modules/business-network/domain/founding-place.events.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';

const user = '0b6f1c52-6f8e-4f55-9d3c-2f6b8c7d1e01';
const at = new Date('2026-11-22T10:00:00Z');

function refusal(work: () => unknown): DomainError {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('FoundingPlace', () => {
  it('the cap is 100', () => {
    expect(FOUNDING_MEMBER_CAP).toBe(100);
  });

  it('the first claim takes seat 1; a claim takes the seat after those taken, and records FoundingPlaceClaimed', () => {
    const first = FoundingPlace.claim(user, { placesTaken: 0, claimantHoldsPlace: false, claimantHasBusinessProfile: true }, at);
    expect(first.toState()).toEqual({ userId: user, seat: 1, claimedAt: at });
    expect(first.pullEvents()).toEqual([new FoundingPlaceClaimed(user, 1, at)]);
    expect(FoundingPlace.claim(user, { placesTaken: 99, claimantHoldsPlace: false, claimantHasBusinessProfile: true }, at).seat).toBe(100);
  });

  it.each([100, 101])('with %i places taken the program is complete (409)', (placesTaken) => {
    const error = refusal(() => FoundingPlace.claim(user, { placesTaken, claimantHoldsPlace: false, claimantHasBusinessProfile: true }, at));
    expect(error.kind).toBe('conflict');
    expect(error.message).toBe('Founding member program complete!');
  });

  it('one place per member (409), even when the program is full', () => {
    for (const placesTaken of [5, 100]) {
      const error = refusal(() => FoundingPlace.claim(user, { placesTaken, claimantHoldsPlace: true, claimantHasBusinessProfile: true }, at));
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe('You are already a founding member.');
    }
  });

  it('150 claims in turn give exactly 100 places, seats 1 to 100', () => {
    let taken = 0;
    const seats: number[] = [];
    let refused = 0;
    for (let i = 0; i < 150; i++) {
      try {
        seats.push(FoundingPlace.claim(`user-${i}`, { placesTaken: taken, claimantHoldsPlace: false, claimantHasBusinessProfile: true }, at).seat);
        taken++;
      } catch {
        refused++;
      }
    }
    expect(seats).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(refused).toBe(50);
  });

  it('refuses a member without a business profile, with a clear message and records nothing', () => {
    const error = refusal(() => FoundingPlace.claim(user, { placesTaken: 3, claimantHoldsPlace: false, claimantHasBusinessProfile: false }, at));
    expect(error.kind).toBe('rule_violation');
    expect(error.code).toBe('business_profile_required');
    expect(error.message).toBe('Please create your business profile first: founding places are for businesses of the network.');
  });
});
