import { describe, expect, it } from '@jest/globals';
import { MembershipSubscription } from '../../../src/modules/payments/domain/membership-subscription.aggregate.js';
import {
  MembershipCancellationScheduled,
  MembershipSubscriptionActivated,
  MembershipSubscriptionChanged,
  type SubscriptionSnapshot,
} from '../../../src/modules/payments/domain/membership-subscription.events.js';
import { refusal } from './support.js';

const createdAt = new Date('2026-11-22T10:00:00Z');
const paidAt = new Date('2026-11-22T10:05:00Z');
const periodEnd = new Date('2026-12-22T10:05:00Z');
const nextPeriodEnd = new Date('2027-01-22T10:05:00Z');

function started(): MembershipSubscription {
  return MembershipSubscription.start(
    {
      id: 'sub_123',
      userId: 'user-1',
      tierId: 'tier-professional',
      priceCents: 2900,
      provider: { status: 'incomplete', currentPeriodEnd: null, cancelAtPeriodEnd: false },
    },
    createdAt,
  );
}

function active(): MembershipSubscription {
  const subscription = started();
  subscription.syncFromProvider({ status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false }, paidAt);
  subscription.pullEvents();
  return subscription;
}

const snapshot = (changes: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  subscriptionId: 'sub_123',
  userId: 'user-1',
  tierId: 'tier-professional',
  status: 'active',
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  ...changes,
});

describe('MembershipSubscription', () => {
  it('starts incomplete, not live, and records nothing (the member has nothing until the payment succeeds)', () => {
    const subscription = started();
    expect(subscription.status).toBe('incomplete');
    expect(subscription.isLive).toBe(false);
    expect(subscription.pullEvents()).toEqual([]);
  });

  it('is activated when the provider says the first payment succeeded', () => {
    const subscription = started();
    expect(subscription.syncFromProvider({ status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false }, paidAt)).toBe(true);
    expect(subscription.isLive).toBe(true);
    expect(subscription.currentPeriodEnd).toEqual(periodEnd);
    expect(subscription.toState().updatedAt).toEqual(paidAt);
    expect(subscription.pullEvents()).toEqual([new MembershipSubscriptionActivated(snapshot(), paidAt)]);
  });

  it('a repeated or late notice that changes nothing records nothing', () => {
    const subscription = active();
    expect(subscription.syncFromProvider({ status: 'active', currentPeriodEnd: new Date(periodEnd), cancelAtPeriodEnd: false }, paidAt)).toBe(false);
    expect(subscription.pullEvents()).toEqual([]);
  });

  it('a declined first payment leaves it incomplete: nothing to record', () => {
    const subscription = started();
    expect(subscription.syncFromProvider({ status: 'incomplete', currentPeriodEnd: null, cancelAtPeriodEnd: false }, paidAt)).toBe(false);
    expect(subscription.pullEvents()).toEqual([]);
  });

  it('renewals, lapses and the end are recorded as changes with the new state', () => {
    const subscription = active();
    subscription.syncFromProvider({ status: 'active', currentPeriodEnd: nextPeriodEnd, cancelAtPeriodEnd: false }, paidAt);
    subscription.syncFromProvider({ status: 'past_due', currentPeriodEnd: nextPeriodEnd, cancelAtPeriodEnd: false }, paidAt);
    expect(subscription.isLive).toBe(true);
    subscription.syncFromProvider({ status: 'canceled', currentPeriodEnd: nextPeriodEnd, cancelAtPeriodEnd: false }, paidAt);
    expect(subscription.isLive).toBe(false);
    expect(subscription.pullEvents()).toEqual([
      new MembershipSubscriptionChanged(snapshot({ currentPeriodEnd: nextPeriodEnd }), paidAt),
      new MembershipSubscriptionChanged(snapshot({ status: 'past_due', currentPeriodEnd: nextPeriodEnd }), paidAt),
      new MembershipSubscriptionChanged(snapshot({ status: 'canceled', currentPeriodEnd: nextPeriodEnd }), paidAt),
    ]);
  });

  it('paying a past-due subscription activates it again', () => {
    const subscription = active();
    subscription.syncFromProvider({ status: 'past_due', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false }, paidAt);
    subscription.pullEvents();
    subscription.syncFromProvider({ status: 'active', currentPeriodEnd: nextPeriodEnd, cancelAtPeriodEnd: false }, paidAt);
    expect(subscription.pullEvents()).toEqual([expect.any(MembershipSubscriptionActivated)]);
  });

  it('cancels at the period end as the provider confirmed it', () => {
    const subscription = active();
    subscription.cancelAtPeriodEnd({ status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true }, paidAt);
    expect(subscription.cancelsAtPeriodEnd).toBe(true);
    expect(subscription.isLive).toBe(true); // until the period ends
    expect(subscription.pullEvents()).toEqual([new MembershipCancellationScheduled(snapshot({ cancelAtPeriodEnd: true }), paidAt)]);
    subscription.cancelAtPeriodEnd({ status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true }, paidAt);
    expect(subscription.pullEvents()).toEqual([]);
  });

  it('only a live subscription can be cancelled', () => {
    const error = refusal(() => started().cancelAtPeriodEnd({ status: 'incomplete', currentPeriodEnd: null, cancelAtPeriodEnd: true }, paidAt));
    expect(error.kind).toBe('not_found');
    expect(error.message).toBe('You have no active membership to cancel.');
  });

  it('restores from its state and hands out copies of it', () => {
    const subscription = active();
    const state = subscription.toState();
    state.currentPeriodEnd!.setFullYear(2000);
    state.status = 'canceled';
    expect(subscription.currentPeriodEnd).toEqual(periodEnd);
    expect(subscription.status).toBe('active');
    expect(MembershipSubscription.restore(subscription.toState()).toState()).toEqual(subscription.toState());
  });
});

describe('MembershipSubscription: one live-or-pending subscription per member', () => {
  const professional = { tierId: 'tier-professional', priceCents: 2900 };
  const executive = { tierId: 'tier-executive', priceCents: 9900 };

  it('starts when the member has nothing open', () => {
    expect(MembershipSubscription.decideStart(null, executive)).toBe('start');
  });

  it('refuses a start while one is live', () => {
    const error = refusal(() => MembershipSubscription.decideStart(active(), executive));
    expect(error).toMatchObject({ code: 'already_subscribed', kind: 'conflict' });
  });

  it('continues a pending one for the same tier and replaces a pending one for another', () => {
    expect(MembershipSubscription.decideStart(started(), professional)).toBe('continue');
    expect(MembershipSubscription.decideStart(started(), executive)).toBe('replace');
  });

  it('a replaced pending subscription is abandoned as the provider cancelled it, and says so', () => {
    const pending = started();
    pending.abandon({ status: 'canceled', currentPeriodEnd: null, cancelAtPeriodEnd: false }, paidAt);
    expect(pending.status).toBe('canceled');
    expect(pending.isPending).toBe(false);
    const [event] = pending.pullEvents();
    expect(event).toBeInstanceOf(MembershipSubscriptionChanged);
  });

  it('a paid subscription cannot be abandoned', () => {
    expect(refusal(() => active().abandon({ status: 'canceled', currentPeriodEnd: null, cancelAtPeriodEnd: false }, paidAt)).code).toBe(
      'subscription_not_pending',
    );
  });
});
