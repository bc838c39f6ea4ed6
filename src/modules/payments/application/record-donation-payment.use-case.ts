import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import {
  INTEGRATION_EVENT_PUBLISHER,
  type IntegrationEventPublisher,
} from '../../../shared-kernel/application.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import type { Donation } from '../domain/donation.aggregate.js';
import { DonationErrors } from '../domain/donation.errors.js';
import { DONATION_REPOSITORY, type DonationRepository } from '../domain/donation.repository.js';
import { PAYMENT_GATEWAY, type PaymentGateway, type PaymentIntent } from './payment-gateway.js';

export type RecordOutcome =
  | { outcome: 'completed'; donation: Donation }
  | { outcome: 'failed'; donation: Donation; reason: string };

/**
 * Records a donation's payment: the one code path used by the donor's completion call, the
 * sandbox's confirmation and Stripe's webhook, whichever comes first. It asks the provider for
 * the intent (never takes the client's word), checks that the charge succeeded for exactly this
 * donation's gift + tip, and completes the donation with one conditional UPDATE, so it is
 * recorded once and the integration event is published once, in the same transaction.
 */
@Injectable()
export class RecordDonationPayment {
  private readonly logger = new Logger('RecordDonationPayment');

  constructor(
    @Inject(DONATION_REPOSITORY) private readonly donations: DonationRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(INTEGRATION_EVENT_PUBLISHER) private readonly events: IntegrationEventPublisher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** From the donor's completion call: the intent must belong to a donation to that campaign. */
  async complete(paymentIntentId: string, campaignId: string): Promise<Donation> {
    const donation = await this.donations.findByPaymentIntent(paymentIntentId);
    if (!donation || donation.campaignId !== campaignId) throw DonationErrors.notFound();
    if (donation.status === 'completed') return donation;
    const intent = await this.gateway.retrievePaymentIntent(paymentIntentId);
    if (!intent) throw DonationErrors.notFound();
    const result = await this.apply(donation, intent);
    if (result.outcome === 'failed') throw DonationErrors.notSucceeded(intent.status);
    return result.donation;
  }

  /** From a verified provider event or the sandbox: the intent as the provider reports it. */
  async fromProvider(intent: PaymentIntent): Promise<RecordOutcome | null> {
    const donation = await this.donations.findByPaymentIntent(intent.id);
    if (!donation) return null; // not one of ours (or a subscription's payment)
    return this.apply(donation, intent);
  }

  private async apply(donation: Donation, intent: PaymentIntent): Promise<RecordOutcome> {
    if (intent.status !== 'succeeded') {
      if (intent.lastError && donation.status === 'pending') {
        await this.uow.run(() => this.donations.markFailed(donation.id, intent.lastError!));
      }
      return { outcome: 'failed', donation, reason: intent.lastError ?? intent.status };
    }
    const matches =
      intent.amountCents === donation.totalCents &&
      intent.currency.toLowerCase() === 'usd' &&
      intent.metadata.donationId === donation.id &&
      intent.metadata.campaignId === donation.campaignId;
    if (!matches) {
      this.logger.warn(`Payment ${intent.id} does not match donation ${donation.id}: not recorded`);
      throw DonationErrors.mismatch();
    }
    const now = this.clock.now();
    await this.uow.run(async () => {
      const completedNow = await this.donations.markCompleted(donation.id, now);
      if (!completedNow) return; // the other path got there first
      this.events.publish('payments.donation-completed.v1', {
        donationId: donation.id,
        campaignId: donation.campaignId,
        giftCents: donation.giftCents,
        tipCents: donation.tipCents,
        donorUserId: donation.donorUserId,
        paymentIntentId: intent.id,
        completedAt: now.toISOString(),
      });
    });
    const fresh = await this.donations.findById(donation.id);
    return { outcome: 'completed', donation: fresh ?? donation };
  }
}
