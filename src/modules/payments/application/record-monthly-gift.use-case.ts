import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { Donation } from '../domain/donation.aggregate.js';
import { DONATION_REPOSITORY, type DonationRepository } from '../domain/donation.repository.js';
import type { RecurringGift } from '../domain/recurring-gift.aggregate.js';
import { RECURRING_GIFT_REPOSITORY, type RecurringGiftRepository } from '../domain/recurring-gift.repository.js';
import { PAYMENT_GATEWAY, type PaymentGateway, type PaymentIntent } from './payment-gateway.port.js';

/**
 * Each paid month of a monthly gift becomes one completed gift to its campaign, through the same
 * repository save as a one-off gift (so the ledger, the campaign's total and donor count, the
 * admin figures and the receipt follow), exactly once per paid month: the month is keyed by the
 * provider's payment of that month's invoice (one donation per payment, a unique key), and it is
 * completed by the same conditional statement as any gift. Duplicated or out-of-order notices,
 * the donor's completion call and the sweep may all report the same month: one gift.
 */
@Injectable()
export class RecordMonthlyGift {
  private readonly logger = new Logger('RecordMonthlyGift');

  constructor(
    @Inject(RECURRING_GIFT_REPOSITORY) private readonly gifts: RecurringGiftRepository,
    @Inject(DONATION_REPOSITORY) private readonly donations: DonationRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** invoice.paid (Stripe) or a sandbox renewal: the invoice is fetched afresh; only a paid one counts. */
  async fromInvoice(invoiceId: string): Promise<Donation | null> {
    const invoice = await this.gateway.retrieveInvoice(invoiceId);
    if (!invoice?.paid || !invoice.subscriptionId || !invoice.paymentIntentId) return null;
    const gift = await this.giftOf(invoice.subscriptionId);
    if (!gift) return null;
    return this.recordMonth(gift, invoice.paymentIntentId, invoice.id);
  }

  /** A subscription's payment succeeded (the sandbox's confirmation, a payment_intent.* notice that names it). */
  async fromSubscriptionPayment(subscriptionId: string, intent: PaymentIntent): Promise<Donation | null> {
    if (intent.status !== 'succeeded') return null;
    const gift = await this.giftOf(subscriptionId);
    if (!gift) return null;
    return this.recordMonth(gift, intent.id);
  }

  /** The donor's completion call for the first month: the payment they confirmed on the card form. */
  async fromFirstPayment(paymentIntentId: string): Promise<{ gift: RecurringGift; donation: Donation | null } | null> {
    const gift = await this.gifts.findByFirstPayment(paymentIntentId);
    if (!gift) return null;
    return { gift, donation: await this.recordMonth(gift, paymentIntentId) };
  }

  /**
   * Our monthly gift charged by this subscription. A notice may come before the start that created
   * it had saved the subscription's id: the subscription names the gift in its metadata.
   */
  private async giftOf(subscriptionId: string): Promise<RecurringGift | null> {
    const known = await this.gifts.findBySubscription(subscriptionId);
    if (known) return known;
    const subscription = await this.gateway.retrieveSubscription(subscriptionId);
    if (subscription?.metadata?.kind !== 'monthly-gift' || !subscription.metadata.recurringGiftId) return null;
    const gift = await this.gifts.findById(subscription.metadata.recurringGiftId);
    if (!gift) {
      // Not saved yet (its start is still running): fail, so the provider delivers the notice again.
      throw new Error(`Monthly gift ${subscription.metadata.recurringGiftId} of subscription ${subscriptionId} is not recorded yet`);
    }
    return gift;
  }

  private async recordMonth(gift: RecurringGift, paymentIntentId: string, invoiceId: string | null = null): Promise<Donation | null> {
    const intent = await this.gateway.retrievePaymentIntent(paymentIntentId);
    if (intent?.status !== 'succeeded') return null;
    const now = this.clock.now();
    let donation = await this.donations.findByPaymentIntent(paymentIntentId);
    if (!donation) {
      const month = Donation.startMonth(gift.monthOf(paymentIntentId, intent.amountCents), now);
      const inserted = await this.uow.run(() => this.donations.save(month));
      donation = inserted ? month : await this.donations.findByPaymentIntent(paymentIntentId);
      if (!donation) throw new Error(`The month paid by ${paymentIntentId} was neither recorded nor found`);
    }
    if (donation.status !== 'completed' && donation.status !== 'refunded') {
      try {
        donation.complete(intent, now);
      } catch (error) {
        this.logger.warn(`Month paid by ${paymentIntentId} not recorded for monthly gift ${gift.id}: ${(error as Error).message}`);
        throw error;
      }
      await this.uow.run(() => this.donations.save(donation!));
    }
    await this.notePaid(gift, now, invoiceId);
    return this.donations.findById(donation.id);
  }

  /**
   * The gift runs (its first paid month activates it) until the next charge the provider reports; a past-due gift
   * runs again when its missed month (`invoiceId`) was paid or the provider says the subscription is active.
   */
  private async notePaid(gift: RecurringGift, now: Date, invoiceId: string | null): Promise<void> {
    const provided = gift.subscriptionId ? await this.gateway.retrieveSubscription(gift.subscriptionId) : null;
    await this.uow.run(async () => {
      const current = await this.gifts.findByIdForUpdate(gift.id);
      if (!current || current.isStopped) return;
      current.monthPaid(provided?.status === 'canceled' ? null : (provided?.currentPeriodEnd ?? null), now, { invoiceId, providerActive: provided?.status === 'active' });
      await this.gifts.save(current);
    });
  }
}
