import type { DomainEvent } from '../../../shared-kernel/domain.js';

/** The provider charged a month of a business-network membership. */
export class MembershipPaymentReceived implements DomainEvent {
  constructor(
    readonly paymentIntentId: string,
    readonly subscriptionId: string,
    readonly userId: string,
    readonly tierId: string,
    readonly amountCents: number,
    readonly occurredAt: Date,
  ) {}
}
