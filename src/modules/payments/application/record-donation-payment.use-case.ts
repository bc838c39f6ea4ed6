import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import type { Donation, GiftRecipient } from '../domain/donation.aggregate.js';
import { DonationErrors } from '../domain/donation.errors.js';
import { DONATION_REPOSITORY, type DonationRepository } from '../domain/donation.repository.js';
import { PAYMENT_GATEWAY, type PaymentGateway, type PaymentIntent } from './payment-gateway.port.js';
import { RecordMonthlyGift } from './record-monthly-gift.use-case.js';

/**
 * Records a donation's payment: the one code path used by the donor's completion call, the
 * sandbox's confirmation and Stripe's webhook, whichever comes first. It asks the provider for
 * the intent (never takes the client's word) and lets the donation check that the charge
 * succeeded for exactly its gift + tip. The repository writes the completion only if no other
 * path wrote it first, so the gift and payments.donation-completed.v1 are recorded once.
 */
@Injectable()
export class RecordDonationPayment {
  private readonly logger = new Logger('RecordDonationPayment');

  constructor(
    @Inject(DONATION_REPOSITORY) private readonly donations: DonationRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly monthly: RecordMonthlyGift,
  ) {}

  /**
   * From the donor's completion call: the intent must belong to a donation to that campaign (or organization). A bank
   * payment still processing is noted as such and returned uncredited (status 'processing').
   */
  async complete(paymentIntentId: string, recipient: GiftRecipient): Promise<Donation> {
    const donation = (await this.donations.findByPaymentIntent(paymentIntentId)) ?? (await this.firstMonth(paymentIntentId, recipient));
    if (!donation?.isGivenTo(recipient)) throw DonationErrors.notFound();
    if (donation.status === 'completed') return donation;
    const intent = await this.gateway.retrievePaymentIntent(paymentIntentId);
    if (!intent) throw DonationErrors.notFound();
    if (intent.status === 'processing') return this.recordProcessing(donation, intent);
    if (intent.status !== 'succeeded') {
      await this.recordDecline(donation, intent);
      throw DonationErrors.notSucceeded(intent.status);
    }
    return this.recordPayment(donation, intent);
  }

  /**
   * The first month of a monthly gift, confirmed on the card form: recorded now if the provider
   * says it was paid. Throws the provider's status when it was not (yet).
   */
  private async firstMonth(paymentIntentId: string, recipient: GiftRecipient): Promise<Donation | null> {
    const found = await this.monthly.fromFirstPayment(paymentIntentId);
    if (!found || recipient.campaignId === undefined || found.gift.campaignId !== recipient.campaignId) return null;
    if (found.donation) return found.donation;
    const intent = await this.gateway.retrievePaymentIntent(paymentIntentId);
    throw DonationErrors.notSucceeded(intent?.status ?? 'unknown');
  }

  /** From a verified provider event or the sandbox: the intent as the provider reports it. */
  async fromProvider(intent: PaymentIntent): Promise<void> {
    const donation = await this.donations.findByPaymentIntent(intent.id);
    if (!donation) return; // not one of ours
    if (intent.status === 'succeeded') await this.recordPayment(donation, intent);
    else if (intent.status === 'processing') await this.recordProcessing(donation, intent);
    else await this.recordDecline(donation, intent);
  }

  /** A bank payment the provider took and will settle in a few business days: noted, nothing credited. */
  private async recordProcessing(donation: Donation, intent: PaymentIntent): Promise<Donation> {
    if (donation.status !== 'pending') return donation;
    donation.startProcessing(intent);
    const written = await this.uow.runAsOneStatement(() => this.donations.save(donation));
    return written ? donation : ((await this.donations.findById(donation.id)) ?? donation);
  }

  private async recordDecline(donation: Donation, intent: PaymentIntent): Promise<void> {
    if (!intent.lastError) return; // not declined: still waiting for the card
    donation.fail(intent.lastError, this.clock.now());
    await this.uow.runAsOneStatement(() => this.donations.save(donation));
  }

  private async recordPayment(donation: Donation, intent: PaymentIntent): Promise<Donation> {
    try {
      donation.complete(intent, this.clock.now());
    } catch (error) {
      this.logger.warn(`Payment ${intent.id} not recorded for donation ${donation.id}: ${(error as Error).message}`);
      throw error;
    }
    // When another path completed it first, this save writes nothing and its event is dropped;
    // either way the donation as stored is the answer (this one, when this save wrote it).
    const written = await this.uow.runAsOneStatement(() => this.donations.save(donation));
    return written ? donation : ((await this.donations.findById(donation.id)) ?? donation);
  }
}
