import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { MembershipPayment } from '../domain/membership-payment.aggregate.js';
import { MEMBERSHIP_PAYMENT_REPOSITORY, type MembershipPaymentRepository } from '../domain/membership-payment.repository.js';
import { MEMBERSHIP_SUBSCRIPTION_REPOSITORY, type MembershipSubscriptionRepository } from '../domain/membership-subscription.repository.js';
import { PAYMENT_GATEWAY, type PaymentGateway, type PaymentIntent } from './payment-gateway.port.js';

/**
 * A paid month of a membership is recorded once per provider payment (published as
 * payments.membership-payment-received.v1, for the member's receipt), whichever notice names it:
 * the first payment's confirmation, invoice.paid, a renewal. Anything that is not one of our
 * membership subscriptions, or not paid, is left alone.
 */
@Injectable()
export class RecordMembershipPayment {
  constructor(
    @Inject(MEMBERSHIP_SUBSCRIPTION_REPOSITORY) private readonly subscriptions: MembershipSubscriptionRepository,
    @Inject(MEMBERSHIP_PAYMENT_REPOSITORY) private readonly payments: MembershipPaymentRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** invoice.paid (Stripe) or a sandbox renewal: the invoice is fetched afresh. */
  async fromInvoice(invoiceId: string): Promise<boolean> {
    const invoice = await this.gateway.retrieveInvoice(invoiceId);
    if (!invoice?.paid || !invoice.subscriptionId || !invoice.paymentIntentId) return false;
    return this.fromPayment(invoice.subscriptionId, invoice.paymentIntentId);
  }

  /** A subscription's payment succeeded (the intent as the provider reported it, or fetched afresh). */
  async fromPayment(subscriptionId: string, payment: string | PaymentIntent): Promise<boolean> {
    const subscription = await this.subscriptions.findById(subscriptionId);
    if (!subscription) return false;
    const intent = typeof payment === 'string' ? await this.gateway.retrievePaymentIntent(payment) : payment;
    if (intent?.status !== 'succeeded') return false;
    const state = subscription.toState();
    const recorded = MembershipPayment.record({
      paymentIntentId: intent.id,
      subscriptionId,
      userId: state.userId,
      tierId: state.tierId,
      amountCents: intent.amountCents,
      paidAt: this.clock.now(),
    });
    return this.uow.run(() => this.payments.add(recorded));
  }
}
