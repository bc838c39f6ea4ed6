import { describe, expect, it } from '@jest/globals';
import { Membership, type SubscriptionState } from '../../../src/modules/business-network/domain/membership.aggregate.js';
import {
  MembershipActivated,
  MembershipCancellationScheduled,
  MembershipEnded,
} from '../../../src/modules/business-network/domain/membership.events.js';

const user = '0b6f1c52-6f8e-4f55-9d3c-2f6b8c7d1e01';
const PROFESSIONAL = '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b02';
const EXECUTIVE = '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b03';
const at = new Date('2026-11-22T10:00:00Z');
const periodEnd = new Date('2026-12-22T10:00:00Z');

const subscription = (change: Partial<SubscriptionState> = {}): SubscriptionState => ({
  subscriptionId: 'sub_1',
  tierId: PROFESSIONAL,
  status: 'active',
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  ...change,
});

function membership(change: Partial<SubscriptionState> = {}): Membership {
  const m = Membership.fromSubscription(user, subscription(change), at);
  m.pullEvents();
  return m;
}

describe('Membership', () => {
  it('a first notice of a paid subscription makes a live membership and records MembershipActivated', () => {
    const m = Membership.fromSubscription(user, subscription(), at);
    expect(m.toState()).toEqual({ userId: user, ...subscription() });
    expect(m.isLive).toBe(true);
    expect(m.pullEvents()).toEqual([new MembershipActivated(user, PROFESSIONAL, at)]);
  });

  it('a first notice of an unpaid subscription is mirrored but not live, and records nothing', () => {
    const m = Membership.fromSubscription(user, subscription({ status: 'incomplete' }), at);
    expect(m.isLive).toBe(false);
    expect(m.pullEvents()).toEqual([]);
  });

  it.each(['active', 'past_due', 'trialing'])('%s is live', (status) => {
    expect(membership({ status }).isLive).toBe(true);
  });

  it.each(['incomplete', 'incomplete_expired', 'canceled', 'unpaid'])('%s is not live', (status) => {
    expect(membership({ status }).isLive).toBe(false);
  });

  it('becomes live when its payment succeeds', () => {
    const m = membership({ status: 'incomplete' });
    expect(m.applySubscription(subscription(), at)).toBe(true);
    expect(m.status).toBe('active');
    expect(m.pullEvents()).toEqual([new MembershipActivated(user, PROFESSIONAL, at)]);
  });

  it('a renewal of the live subscription changes the period and records nothing', () => {
    const m = membership();
    const next = new Date('2027-01-22T10:00:00Z');
    expect(m.applySubscription(subscription({ currentPeriodEnd: next }), at)).toBe(true);
    expect(m.currentPeriodEnd).toEqual(next);
    expect(m.pullEvents()).toEqual([]);
  });

  it('ignores a notice about another subscription while this one is live (one tier at a time)', () => {
    const m = membership();
    expect(m.applySubscription(subscription({ subscriptionId: 'sub_2', tierId: EXECUTIVE, status: 'incomplete' }), at)).toBe(false);
    expect(m.applySubscription(subscription({ subscriptionId: 'sub_2', tierId: EXECUTIVE }), at)).toBe(false);
    expect(m.toState()).toEqual({ userId: user, ...subscription() });
    expect(m.pullEvents()).toEqual([]);
  });

  it('takes another subscription once this one is no longer live', () => {
    const m = membership({ status: 'canceled' });
    expect(m.applySubscription(subscription({ subscriptionId: 'sub_2', tierId: EXECUTIVE }), at)).toBe(true);
    expect(m.tierId).toBe(EXECUTIVE);
    expect(m.pullEvents()).toEqual([new MembershipActivated(user, EXECUTIVE, at)]);
  });

  it('records MembershipEnded when the live subscription stops', () => {
    const m = membership();
    m.applySubscription(subscription({ status: 'canceled' }), at);
    expect(m.isLive).toBe(false);
    expect(m.pullEvents()).toEqual([new MembershipEnded(user, PROFESSIONAL, 'canceled', at)]);
  });

  it("records MembershipCancellationScheduled once when the provider reports the member's cancellation", () => {
    const m = membership();
    m.applySubscription(subscription({ cancelAtPeriodEnd: true }), at);
    m.applySubscription(subscription({ cancelAtPeriodEnd: true }), at);
    expect(m.cancelAtPeriodEnd).toBe(true);
    expect(m.pullEvents()).toEqual([new MembershipCancellationScheduled(user, PROFESSIONAL, periodEnd, at)]);
  });

  it('scheduleCancellation keeps the tier to the end date given (or the period end) and is idempotent', () => {
    const m = membership();
    const endsAt = new Date('2026-12-20T00:00:00Z');
    m.scheduleCancellation(endsAt, at);
    m.scheduleCancellation(null, at);
    expect(m.toState()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: endsAt });
    expect(m.isLive).toBe(true);
    expect(m.pullEvents()).toEqual([new MembershipCancellationScheduled(user, PROFESSIONAL, endsAt, at)]);

    const other = membership();
    other.scheduleCancellation(null, at);
    expect(other.currentPeriodEnd).toEqual(periodEnd);
  });
});
