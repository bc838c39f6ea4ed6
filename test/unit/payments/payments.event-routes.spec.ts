import { describe, expect, it } from '@jest/globals';
import { PaymentsEventRoutes } from '../../../src/modules/payments/application/payments.event-routes.js';
import { DonationCompleted, DonationFailed, DonationStarted } from '../../../src/modules/payments/domain/donation.events.js';
import {
  MembershipCancellationScheduled,
  MembershipSubscriptionActivated,
  MembershipSubscriptionChanged,
} from '../../../src/modules/payments/domain/membership-subscription.events.js';
import type { DomainEventRoutes } from '../../../src/shared-kernel/application/domain-events.js';
import type { DomainEvent } from '../../../src/shared-kernel/domain/domain-event.js';

/** The routes as registered: integration type and payload per domain event. */
function registeredRoutes() {
  const mapped = new Map<unknown, { type: string; toPayload: (event: DomainEvent) => unknown }[]>();
  const routes: DomainEventRoutes = {
    onCommitting: () => undefined,
    onCommitted: () => undefined,
    publishAs: (event, type, toPayload) => {
      mapped.set(event, [...(mapped.get(event) ?? []), { type, toPayload: toPayload as (event: DomainEvent) => unknown }]);
    },
  };
  new PaymentsEventRoutes(routes, { token: () => 'manage', verify: () => true, updateToken: (id) => `${id}.sig`, giftOfUpdateToken: () => null }).onModuleInit();
  return (event: DomainEvent) => (mapped.get(event.constructor) ?? []).map((m) => ({ type: m.type, payload: m.toPayload(event) }));
}

const at = new Date('2026-11-22T10:02:00Z');
const periodEnd = new Date('2026-12-22T10:02:00Z');

describe('payments event routes', () => {
  const publish = registeredRoutes();

  it('publishes a completed donation as payments.donation-completed.v1', () => {
    const event = new DonationCompleted('donation-1', 'campaign-1', 5000, 750, null, 'pi_123', at);
    expect(publish(event)).toEqual([
      {
        type: 'payments.donation-completed.v1',
        payload: {
          donationId: 'donation-1',
          campaignId: 'campaign-1',
          giftCents: 5000,
          tipCents: 750,
          donorUserId: null,
          paymentIntentId: 'pi_123',
          completedAt: '2026-11-22T10:02:00.000Z',
          guest: null,
          isAnonymous: false,
          recurringGiftId: null,
          paymentMethod: 'card',
          feeCoveredCents: 0,
        },
      },
    ]);
  });

  it('a started donation is published as payments.donation-started.v1 (the campaign now holds money in flight)', () => {
    expect(publish(new DonationStarted('donation-1', 'campaign-1', 5000, 750, null, at))).toEqual([
      { type: 'payments.donation-started.v1', payload: { donationId: 'donation-1', campaignId: 'campaign-1', startedAt: at.toISOString() } },
    ]);
  });

  it('publishes nothing when a donation fails', () => {
    expect(publish(new DonationFailed('donation-1', 'campaign-1', 'Your card was declined.', at))).toEqual([]);
  });

  it.each([MembershipSubscriptionActivated, MembershipCancellationScheduled, MembershipSubscriptionChanged])(
    'publishes %p as payments.subscription-changed.v1 with the current state',
    (Event) => {
      const snapshot = { subscriptionId: 'sub_1', userId: 'user-1', tierId: 'tier-1', status: 'active' as const, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true };
      expect(publish(new Event(snapshot, at))).toEqual([
        {
          type: 'payments.subscription-changed.v1',
          payload: {
            subscriptionId: 'sub_1',
            userId: 'user-1',
            tierId: 'tier-1',
            status: 'active',
            currentPeriodEnd: '2026-12-22T10:02:00.000Z',
            cancelAtPeriodEnd: true,
          },
        },
      ]);
    },
  );
});
