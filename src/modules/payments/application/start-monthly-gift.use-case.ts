import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DomainError, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { DonationAmount } from '../domain/donation-amount.value-object.js';
import { GuestDonor } from '../domain/guest-donor.value-object.js';
import { RecurringGift } from '../domain/recurring-gift.aggregate.js';
import { RECURRING_GIFT_REPOSITORY, type RecurringGiftRepository } from '../domain/recurring-gift.repository.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { CustomerAccounts } from './customer-accounts.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';
import { StartDonation, type StartDonationCommand } from './start-donation.use-case.js';

/** A payment's id from its client secret ("pi_..._secret_..."). */
function intentIdOf(clientSecret: string): string | null {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : null;
}

/**
 * "Give monthly": the same checks as a one-off gift, then a monthly subscription at the provider
 * for gift + tip (nothing is charged until the donor confirms the first month on the card form).
 * The monthly gift is saved before the provider is asked, and the subscription names it, so a
 * provider's notice that arrives before we hear back still finds it.
 */
@Injectable()
export class StartMonthlyGift {
  constructor(
    @Inject(RECURRING_GIFT_REPOSITORY) private readonly gifts: RecurringGiftRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly oneOff: StartDonation,
    private readonly customers: CustomerAccounts,
  ) {}

  async execute(command: StartDonationCommand): Promise<{ clientSecret: string; subscriptionId: string; recurringGiftId: string; paymentIntentId: string | null }> {
    const amount = DonationAmount.fromTotal(command.amount, command.tip);
    const guest = command.donor ? null : GuestDonor.of(command.guest);
    await this.oneOff.refuseCardTesting(`${command.clientIp}|${command.donor?.id ?? guest?.email.value}`, command.clientIp);
    const campaign = await this.campaigns.requireDonatable(command.campaignId);
    const gift = RecurringGift.begin(
      { campaignId: campaign.id, amount, donorUserId: command.donor?.id ?? null, guest, message: command.message, isAnonymous: command.isAnonymous },
      this.clock.now(),
    );
    await this.uow.run(() => this.gifts.save(gift));

    const customerId = command.donor
      ? await this.customers.customerFor({ id: command.donor.id, email: command.donor.email, name: command.donor.name ?? command.donor.email })
      : (await this.gateway.createCustomer({ email: guest!.email.value, name: `${guest!.firstName} ${guest!.lastName}`, metadata: { guest: 'true' } })).id;
    const subscription = await this.gateway.createSubscription({
      customerId,
      priceCents: amount.total.cents,
      productName: `Monthly gift to ${campaign.title}`,
      metadata: { kind: 'monthly-gift', recurringGiftId: gift.id, campaignId: campaign.id, giftCents: String(amount.gift.cents), tipCents: String(amount.tip.cents) },
      idempotencyKey: `monthly-gift-${gift.id}`,
    });
    if (!subscription.clientSecret) {
      throw new DomainError('subscription_unavailable', 'Failed to initialize payment. Please try again.', 'unavailable');
    }
    const firstPayment = intentIdOf(subscription.clientSecret);
    gift.attachSubscription(subscription.id, firstPayment);
    await this.uow.run(() => this.gifts.save(gift));
    return { clientSecret: subscription.clientSecret, subscriptionId: subscription.id, recurringGiftId: gift.id, paymentIntentId: firstPayment };
  }
}
