import type { MembershipPayment } from './membership-payment.aggregate.js';

export interface MembershipPaymentRepository {
  /** Records the payment once; false (nothing written, no event) when that provider payment is already recorded. */
  add(payment: MembershipPayment): Promise<boolean>;
}
export const MEMBERSHIP_PAYMENT_REPOSITORY = Symbol('MembershipPaymentRepository');
