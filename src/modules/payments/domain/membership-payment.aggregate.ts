import { AggregateRoot } from '../../../shared-kernel/domain.js';
import { MembershipPaymentReceived } from './membership-payment.events.js';

export interface MembershipPaymentState {
  /** The provider's payment (one per paid month of the subscription). */
  paymentIntentId: string;
  subscriptionId: string;
  userId: string;
  tierId: string;
  amountCents: number;
  paidAt: Date;
}

/**
 * One paid month of a business-network membership, as the provider charged it: recorded once per
 * provider payment, whichever notice reports it first (the card form's confirmation, invoice.paid,
 * a sandbox renewal), so its receipt goes out once.
 */
export class MembershipPayment extends AggregateRoot<MembershipPaymentReceived> {
  private constructor(private readonly state: MembershipPaymentState) {
    super();
  }

  static record(state: MembershipPaymentState): MembershipPayment {
    if (!Number.isSafeInteger(state.amountCents) || state.amountCents < 0) throw new Error('A membership payment needs a whole, non-negative amount of cents');
    const payment = new MembershipPayment({ ...state });
    payment.record(new MembershipPaymentReceived(state.paymentIntentId, state.subscriptionId, state.userId, state.tierId, state.amountCents, state.paidAt));
    return payment;
  }

  toState(): MembershipPaymentState {
    return { ...this.state };
  }
}
