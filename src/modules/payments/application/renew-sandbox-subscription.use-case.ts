import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared-kernel/domain.js';
import { DONATION_REPOSITORY, type DonationRepository } from '../domain/donation.repository.js';
import { RECURRING_GIFT_REPOSITORY, type RecurringGiftRepository } from '../domain/recurring-gift.repository.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { SANDBOX_PROCESSOR, type SandboxProcessor } from './confirm-sandbox-payment.use-case.js';
import { HandleProviderNotice } from './handle-provider-notice.handler.js';
import { ManageMonthlyGifts } from './manage-monthly-gifts.use-case.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';

const notFound = () => DomainError.notFound('subscription_not_found', 'We could not find that subscription.');

/**
 * Sandbox only (404 with Stripe, whose test clocks do this): charges a subscription's next month
 * now with the card on file and tells the platform as Stripe's invoice.paid would. A cancelled
 * subscription is refused (409) and nothing is charged; a monthly gift to a campaign that ended or
 * was archived is stopped instead of charged.
 */
@Injectable()
export class RenewSandboxSubscription {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(SANDBOX_PROCESSOR) private readonly sandbox: SandboxProcessor,
    @Inject(RECURRING_GIFT_REPOSITORY) private readonly gifts: RecurringGiftRepository,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(DONATION_REPOSITORY) private readonly donations: DonationRepository,
    private readonly monthly: ManageMonthlyGifts,
    private readonly notices: HandleProviderNotice,
  ) {}

  /** donationId: the gift the month was recorded as (null for a membership's month). */
  /** `declined`: the card on file declines (until its donor updates it): the month stays unpaid and the gift past due. */
  async execute(subscriptionId: string, outcome: 'succeeded' | 'declined' = 'succeeded'): Promise<{ invoiceId: string; paymentIntentId: string; donationId: string | null; paid: boolean }> {
    if (this.gateway.mode !== 'sandbox') throw DomainError.notFound('sandbox_disabled', 'The payment sandbox is off: this server uses Stripe.');
    const gift = await this.gifts.findBySubscription(subscriptionId);
    if (gift && !gift.isStopped && (await this.campaigns.closedAmong([gift.campaignId])).length > 0) {
      await this.monthly.stop(gift, 'campaign_closed');
      throw DomainError.conflict('campaign_closed', 'This campaign has ended, so its monthly gifts stopped and nothing was charged.');
    }
    const renewed = await this.sandbox.renew(subscriptionId, outcome);
    if (renewed === null) throw notFound();
    if (renewed === 'canceled') throw DomainError.conflict('subscription_canceled', 'This subscription was cancelled, so nothing was charged.');
    if (renewed === 'paused') throw DomainError.conflict('subscription_paused', 'This monthly gift is paused, so nothing was charged.');
    await this.notices.handle({ kind: renewed.paid ? 'invoice-paid' : 'invoice-payment-failed', invoiceId: renewed.invoiceId });
    await this.notices.handle({ kind: 'subscription', subscriptionId });
    const donation = await this.donations.findByPaymentIntent(renewed.paymentIntentId);
    return { ...renewed, donationId: donation?.id ?? null };
  }
}
