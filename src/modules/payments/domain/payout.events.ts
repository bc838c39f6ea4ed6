import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** The provider made the payout's transfer: the money is on its way to the organizer's account. */
export class PayoutPaid implements DomainEvent {
  constructor(
    readonly payoutId: string,
    readonly campaignId: string,
    readonly memberId: string,
    readonly amountCents: number,
    readonly transferId: string,
    readonly occurredAt: Date,
  ) {}
}

/** The provider refused the payout's transfer: the money is the campaign's again, available to pay out. */
export class PayoutFailed implements DomainEvent {
  constructor(
    readonly payoutId: string,
    readonly campaignId: string,
    readonly memberId: string,
    readonly amountCents: number,
    readonly reason: string,
    readonly occurredAt: Date,
  ) {}
}

export type PayoutEvent = PayoutPaid | PayoutFailed;
