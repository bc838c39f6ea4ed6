import { Injectable } from '@nestjs/common';
import type { PaymentIntent } from './payment-gateway.js';
import { RecordDonationPayment } from './record-donation-payment.use-case.js';
import { SubscriptionNotices } from './subscription-notices.js';

/**
 * What the provider tells us happened, whether it came by a verified Stripe webhook or from
 * the sandbox's confirmation. Handled by one dispatcher so both paths behave alike.
 */
export type ProviderNotice =
  | { kind: 'payment-intent'; intent: PaymentIntent }
  /** Something changed on a subscription: its state is fetched afresh from the provider. */
  | { kind: 'subscription'; subscriptionId: string };

/** Routes each provider notice to the use case that owns it. */
@Injectable()
export class HandleProviderNotice {
  constructor(
    private readonly donations: RecordDonationPayment,
    private readonly subscriptions: SubscriptionNotices,
  ) {}

  async handle(notice: ProviderNotice): Promise<void> {
    if (notice.kind === 'subscription') {
      await this.subscriptions.refresh(notice.subscriptionId);
      return;
    }
    const subscriptionId = notice.intent.metadata.subscriptionId;
    if (notice.intent.metadata.kind === 'subscription') {
      if (subscriptionId) await this.subscriptions.refresh(subscriptionId);
      return;
    }
    await this.donations.fromProvider(notice.intent);
  }
}
