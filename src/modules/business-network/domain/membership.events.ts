import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** A member's tier became live (its payment succeeded): the directory shows it on their business. */
export class MembershipActivated implements DomainEvent {
  constructor(
    readonly userId: string,
    readonly tierId: string,
    readonly occurredAt: Date,
  ) {}
}

/** A member asked to stop at the end of the paid period; the tier stays until `endsAt`. */
export class MembershipCancellationScheduled implements DomainEvent {
  constructor(
    readonly userId: string,
    readonly tierId: string,
    readonly endsAt: Date | null,
    readonly occurredAt: Date,
  ) {}
}

/** A live tier stopped (ended, cancelled or unpaid): `status` is the provider's. */
export class MembershipEnded implements DomainEvent {
  constructor(
    readonly userId: string,
    readonly tierId: string,
    readonly status: string,
    readonly occurredAt: Date,
  ) {}
}

export type MembershipEvent = MembershipActivated | MembershipCancellationScheduled | MembershipEnded;
