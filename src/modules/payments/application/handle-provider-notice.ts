import { Injectable } from '@nestjs/common';
import type { ProviderNotice, ProviderNoticeHandler } from './provider-events.js';
import { RecordDonationPayment } from './record-donation-payment.use-case.js';
import { SubscriptionNotices } from './subscription-notices.js';

/** Routes each provider notice to the use case that owns it. */
@Injectable()
export class HandleProviderNotice implements ProviderNoticeHandler {
  constructor(
    private readonly donations: RecordDonationPayment,
    private readonly subscriptions: SubscriptionNotices,
  ) {}

  async handle(notice: ProviderNotice): Promise<void> {
    if (notice.kind === 'payment-intent') {
      if (notice.intent.metadata.kind === 'subscription') {
        await this.subscriptions.onPaymentIntent(notice.intent);
        return;
      }
      await this.donations.fromProvider(notice.intent);
      return;
    }
    await this.subscriptions.onSubscription(notice.subscription, notice.reason);
  }
}
