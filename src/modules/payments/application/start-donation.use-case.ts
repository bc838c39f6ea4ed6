import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { Money } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { Donation } from '../domain/donation.aggregate.js';
import { DonationErrors } from '../domain/donation.errors.js';
import { DONATION_REPOSITORY, type DonationRepository } from '../domain/donation.repository.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-eligibility.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';

export interface StartDonationCommand {
  campaignId: string;
  /** Dollars: the gift plus the tip, as the spec's clients send it. */
  amount: unknown;
  /** Dollars; 0 when left out. */
  tip?: unknown;
  guestInfo?: { firstName?: string; lastName?: string; email?: string } | null;
  message?: string | null;
  isAnonymous?: boolean;
  donor: { id: string; email: string } | null;
  client: { ip: string; key: string };
}

/** Limits that stop card testing without stopping a congregation giving together. */
export const PAYMENT_LIMITS = {
  /** New payment sessions per address per minute (a church Wi-Fi during a giving moment). */
  intentsPerIpPerMinute: 300,
  /** Declined payments per donor (address + email or account) in 15 minutes before a pause. */
  declinesPerClient: 5,
  /** Declined payments per address in 15 minutes before a pause. */
  declinesPerIp: 30,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

  async execute(command: StartDonationCommand): Promise<{ clientSecret: string; donationId: string; paymentIntentId: string }> {
    const total = Money.parseDollars(command.amount);
    if (!total || !total.isPositive()) throw DonationErrors.invalidAmount();
    const tip = command.tip === undefined || command.tip === null || command.tip === '' ? Money.zero : Money.parseDollars(command.tip);
    if (!tip || tip.cents < 0) throw DonationErrors.invalidTip();
    const gift = total.minus(tip);
    if (!gift.isPositive()) throw DonationErrors.invalidAmount();

    let guest = null;
    if (!command.donor) {
      const first = command.guestInfo?.firstName?.trim() ?? '';
      const last = command.guestInfo?.lastName?.trim() ?? '';
      const email = command.guestInfo?.email?.trim().toLowerCase() ?? '';
      if (!first || !last || !email) throw DonationErrors.missingGuestInfo();
      if (!EMAIL.test(email) || email.length > 254) throw DonationErrors.invalidGuestEmail();
      guest = { firstName: first.slice(0, 100), lastName: last.slice(0, 100), email };
    }
    const clientKey = `${command.client.ip}|${command.donor?.id ?? guest?.email}`;
    if ((await this.donations.countStartedFromIp(command.client.ip, 60)) >= PAYMENT_LIMITS.intentsPerIpPerMinute) {
      throw DonationErrors.tooManyAttempts();
    }
    if (
      (await this.donations.countDeclined({ clientKey }, 15 * 60)) >= PAYMENT_LIMITS.declinesPerClient ||
      (await this.donations.countDeclined({ ip: command.client.ip }, 15 * 60)) >= PAYMENT_LIMITS.declinesPerIp
    ) {
      throw DonationErrors.tooManyAttempts();
    }

    const campaign = await this.campaigns.requireDonatable(command.campaignId);
    const donation = Donation.start(
      {
        campaignId: campaign.id,
        giftCents: gift.cents,
        tipCents: tip.cents,
        donorUserId: command.donor?.id ?? null,
        guest,
        message: command.message ?? null,
        isAnonymous: command.isAnonymous === true,
        clientKey,
        clientIp: command.client.ip,
      },
      this.clock.now(),
    );
    const intent = await this.gateway.createPaymentIntent({
      amountCents: donation.totalCents,
      description: `Donation to ${campaign.title}`,
      receiptEmail: guest?.email ?? command.donor?.email ?? null,
      idempotencyKey: `donation-${donation.id}`,
      metadata: {
        kind: 'donation',
        donationId: donation.id,
        campaignId: campaign.id,
        giftCents: String(donation.giftCents),
        tipCents: String(donation.tipCents),
        donor: command.donor ? `user:${command.donor.id}` : `guest:${guest!.email}`,
      },
    });
    donation.attachPaymentIntent(intent.id);
    await this.uow.run(() => this.donations.add(donation));
    return { clientSecret: intent.clientSecret, donationId: donation.id, paymentIntentId: intent.id };
  }
}
