import { Injectable } from '@nestjs/common';
import type { PaymentIntent } from './payment-gateway.port.js';
import { ManageMonthlyGifts } from './manage-monthly-gifts.use-case.js';
import { RecordDonationPayment } from './record-donation-payment.use-case.js';
import { RecordMembershipPayment } from './record-membership-payment.use-case.js';
import { RecordMonthlyGift } from './record-monthly-gift.use-case.js';
import { SubscriptionNotices } from './subscription-notices.service.js';

/**
 * What the provider tells us happened, whether it came by a verified Stripe webhook or from
 * the sandbox's confirmation. Handled by one dispatcher so both paths behave alike.
 */
export type ProviderNotice =
  | { kind: 'payment-intent'; intent: PaymentIntent }
  /** Something changed on a subscription: its state is fetched afresh from the provider. */
  | { kind: 'subscription'; subscriptionId: string }
  /** A subscription's invoice was paid (a month of a membership or of a monthly gift): fetched afresh. */
  | { kind: 'invoice-paid'; invoiceId: string }
  /** A subscription's invoice could not be charged (invoice.payment_failed, a declined sandbox renewal or retry): fetched afresh. */
  | { kind: 'invoice-payment-failed'; invoiceId: string };

/** Routes each provider notice to the use case that owns it. */
@Injectable()
export class HandleProviderNotice {
  constructor(
    private readonly donations: RecordDonationPayment,
    private readonly subscriptions: SubscriptionNotices,
    private readonly monthlyGifts: RecordMonthlyGift,
    private readonly monthlyGiftStates: ManageMonthlyGifts,
    private readonly membershipPayments: RecordMembershipPayment,
  ) {}

  async handle(notice: ProviderNotice): Promise<void> {
    if (notice.kind === 'invoice-paid') {
      const month = await this.monthlyGifts.fromInvoice(notice.invoiceId);
      if (!month) await this.membershipPayments.fromInvoice(notice.invoiceId);
      return;
    }
    if (notice.kind === 'invoice-payment-failed') {
      await this.monthlyGiftStates.renewalFailed(notice.invoiceId);
      return;
    }
    if (notice.kind === 'subscription') {
      await this.subscriptions.refresh(notice.subscriptionId);
      await this.monthlyGiftStates.syncWithProvider(notice.subscriptionId);
      return;
    }
    const subscriptionId = notice.intent.metadata.subscriptionId;
    if (notice.intent.metadata.kind === 'subscription') {
      if (subscriptionId) {
        await this.subscriptions.refresh(subscriptionId);
        const month = await this.monthlyGifts.fromSubscriptionPayment(subscriptionId, notice.intent);
        if (!month) await this.membershipPayments.fromPayment(subscriptionId, notice.intent);
      }
      return;
    }
    await this.donations.fromProvider(notice.intent);
  }
}
