import type { DomainEvent } from '../../../shared-kernel/domain.js';
import type { RecurringGiftStopReason } from './recurring-gift-status.js';

/** The first month was paid: the monthly gift is running. */
export class RecurringGiftActivated implements DomainEvent {
  constructor(
    readonly recurringGiftId: string,
    readonly campaignId: string,
    readonly occurredAt: Date,
  ) {}
}

/** A running monthly gift stopped: nothing more will be charged. Its donor is told why. */
export class RecurringGiftStopped implements DomainEvent {
  constructor(
    readonly recurringGiftId: string,
    readonly campaignId: string,
    readonly donorUserId: string | null,
    readonly guestEmail: string | null,
    readonly giftCents: number,
    readonly tipCents: number,
    readonly reason: RecurringGiftStopReason,
    readonly occurredAt: Date,
    /** How to greet a guest in their notice. */
    readonly guestFirstName: string | null = null,
    /** A member who closed their account: the address it had (identity no longer has it), for the notice. */
    readonly formerContact: { email: string; firstName: string | null } | null = null,
  ) {}
}

/**
 * A month's charge was declined (once per unpaid invoice): the gift is past due, the provider tries the card again
 * at `nextRetryAt`, and its donor is asked to update their card through the signed link.
 */
export class RecurringGiftPastDue implements DomainEvent {
  constructor(
    readonly recurringGiftId: string,
    readonly campaignId: string,
    readonly donorUserId: string | null,
    readonly guestEmail: string | null,
    readonly guestFirstName: string | null,
    readonly giftCents: number,
    readonly tipCents: number,
    /** The unpaid month's invoice at the provider. */
    readonly invoiceId: string,
    readonly nextRetryAt: Date | null,
    readonly occurredAt: Date,
  ) {}
}

export type RecurringGiftEvent = RecurringGiftActivated | RecurringGiftStopped | RecurringGiftPastDue;
