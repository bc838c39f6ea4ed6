import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, type Money } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { DonationAmount } from '../domain/donation-amount.value-object.js';
import { Donation } from '../domain/donation.aggregate.js';
import { DonationErrors } from '../domain/donation.errors.js';
import { DONATION_REPOSITORY, type DonationRepository } from '../domain/donation.repository.js';
import { GuestDonor } from '../domain/guest-donor.value-object.js';
import type { PaymentMethodKind } from '../domain/processing-fee.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';

export interface StartDonationCommand {
  campaignId: string;
  /** The gift plus the tip, as the spec's clients send it. */
  amount: Money;
  tip: Money;
  /** Required when nobody is signed in. */
  guest: { firstName: string; lastName: string; email: string } | null;
  message: string | null;
  isAnonymous: boolean;
  /** A signed-in member gives as themselves (name: how the provider addresses them). */
  donor: { id: string; email: string; name?: string } | null;
  clientIp: string;
  /** How the donor pays (a card when left out). */
  paymentMethod?: PaymentMethodKind;
  /** The donor covers the processing fee of that method: charged on top, so the cause receives the whole gift. */
  coverFee?: boolean;
}

/** What the checkout needs to take the payment: the form's client secret, and what the donor is charged. */
export interface StartedPayment {
  clientSecret: string;
  donationId: string;
  paymentIntentId: string;
  /** The processing fee the donor covers (zero when they do not). */
  feeCovered: Money;
  /** What the donor is charged: gift, tip and any fee covered. */
  total: Money;
}

/** The amount a donor pays, with the fee of their method when they cover it. */
export function chargedAmount(amount: DonationAmount, paymentMethod: PaymentMethodKind, coverFee: boolean | undefined): DonationAmount {
  return coverFee ? amount.coveringFee(paymentMethod) : amount;
}

/** Limits that stop card testing without stopping a congregation giving together. */
const PAYMENT_LIMITS = {
  /** New payment sessions per address per minute (a church Wi-Fi during a giving moment). */
  intentsPerIpPerMinute: 300,
  /** Declined payments per donor (address + email or account) in 15 minutes before a pause. */
  declinesPerClient: 5,
  /** Declined payments per address in 15 minutes before a pause. */
  declinesPerIp: 30,
};

/**
 * Step one of giving: checks the gift, creates the pending donation and the provider's payment
 * intent for exactly gift + tip, and returns the client secret for the card form.
 */
@Injectable()
export class StartDonation {
  constructor(
    @Inject(DONATION_REPOSITORY) private readonly donations: DonationRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: StartDonationCommand): Promise<StartedPayment> {
    const paymentMethod = command.paymentMethod ?? 'card';
    const amount = chargedAmount(DonationAmount.fromTotal(command.amount, command.tip), paymentMethod, command.coverFee);
    const guest = command.donor ? null : GuestDonor.of(command.guest);
    const clientKey = `${command.clientIp}|${command.donor?.id ?? guest?.email.value}`;
    await this.refuseCardTesting(clientKey, command.clientIp);

    const campaign = await this.campaigns.requireDonatable(command.campaignId);
    const donation = Donation.start(
      {
        campaignId: campaign.id,
        amount,
        paymentMethod,
        donorUserId: command.donor?.id ?? null,
        guest,
        message: command.message,
        isAnonymous: command.isAnonymous,
        clientKey,
        clientIp: command.clientIp,
        campaignGiftsStarted: campaign.giftsStarted,
      },
      this.clock.now(),
    );
    const intent = await this.gateway.createPaymentIntent({
      amountCents: amount.total.cents,
      description: `Donation to ${campaign.title}`,
      receiptEmail: guest?.email.value ?? command.donor?.email ?? null,
      idempotencyKey: `donation-${donation.id}`,
      paymentMethod,
      metadata: {
        kind: 'donation',
        donationId: donation.id,
        campaignId: campaign.id,
        giftCents: String(amount.gift.cents),
        tipCents: String(amount.tip.cents),
        feeCoveredCents: String(amount.feeCovered.cents),
        donor: guest ? `guest:${guest.email.value}` : `user:${command.donor?.id}`,
      },
    });
    donation.attachPaymentIntent(intent.id);
    await this.uow.runAsOneStatement(() => this.donations.save(donation));
    return { clientSecret: intent.clientSecret, donationId: donation.id, paymentIntentId: intent.id, feeCovered: amount.feeCovered, total: amount.total };
  }

  /** Refuses a start while this donor or address has been trying cards (also asked by monthly gifts). */
  async refuseCardTesting(clientKey: string, ip: string): Promise<void> {
    const recent = await this.donations.recentAttempts(clientKey, ip, 60, 15 * 60);
    if (recent.startedFromIp >= PAYMENT_LIMITS.intentsPerIpPerMinute) throw DonationErrors.tooManyAttempts();
    if (recent.declinedForClient >= PAYMENT_LIMITS.declinesPerClient || recent.declinedFromIp >= PAYMENT_LIMITS.declinesPerIp) {
      throw DonationErrors.tooManyAttempts();
    }
  }
}
