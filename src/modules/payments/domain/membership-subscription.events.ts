import type { DomainEvent } from '../../../shared-kernel/domain.js';
import type { SubscriptionStatus } from './subscription-status.js';

/** The subscription's state after a change, as every subscription event carries it. */
export interface SubscriptionSnapshot {
  readonly subscriptionId: string;
  readonly userId: string;
  readonly tierId: string;
  readonly status: SubscriptionStatus;
  readonly currentPeriodEnd: Date | null;
  readonly cancelAtPeriodEnd: boolean;
}

/** The first payment succeeded (or a lapsed subscription was paid again): the membership is live. */
export class MembershipSubscriptionActivated implements DomainEvent {
  constructor(
    readonly subscription: SubscriptionSnapshot,
    readonly occurredAt: Date,
  ) {}
}

/** The member cancelled: the subscription runs to the end of the paid period, then stops. */
export class MembershipCancellationScheduled implements DomainEvent {
  constructor(
    readonly subscription: SubscriptionSnapshot,
    readonly occurredAt: Date,
  ) {}
}

/** Any other change the provider reported: renewed, past due, ended... */
export class MembershipSubscriptionChanged implements DomainEvent {
  constructor(
    readonly subscription: SubscriptionSnapshot,
    readonly occurredAt: Date,
  ) {}
}

/**
 * The member closed their account: the subscription was cancelled at the provider at once (nothing more is
 * charged). Carries the address the account had, for the member's notice.
 */
export class MembershipEndedWithAccount implements DomainEvent {
  constructor(
    readonly subscription: SubscriptionSnapshot,
    readonly formerContact: { email: string; firstName: string | null },
    readonly occurredAt: Date,
  ) {}
}

export type MembershipSubscriptionEvent =
  | MembershipSubscriptionActivated
  | MembershipCancellationScheduled
  | MembershipSubscriptionChanged
  | MembershipEndedWithAccount;
