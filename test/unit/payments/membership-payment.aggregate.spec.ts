import { describe, expect, it } from '@jest/globals';
import { MembershipPayment } from '../../../src/modules/payments/domain/membership-payment.aggregate.js';
import { MembershipPaymentReceived } from '../../../src/modules/payments/domain/membership-payment.events.js';

describe('MembershipPayment', () => {
  const paidAt = new Date('2026-11-24T10:00:00Z');
  const state = { paymentIntentId: 'pi_1', subscriptionId: 'sub_1', userId: 'u1', tierId: 't1', amountCents: 2900, paidAt };

  it('records the paid month once, as MembershipPaymentReceived', () => {
    const payment = MembershipPayment.record(state);
    expect(payment.toState()).toEqual(state);
    expect(payment.pullEvents()).toEqual([new MembershipPaymentReceived('pi_1', 'sub_1', 'u1', 't1', 2900, paidAt)]);
    expect(payment.pullEvents()).toEqual([]);
  });

  it('refuses an amount that is not whole, non-negative cents', () => {
    expect(() => MembershipPayment.record({ ...state, amountCents: -1 })).toThrow();
    expect(() => MembershipPayment.record({ ...state, amountCents: 29.5 })).toThrow();
  });
});
