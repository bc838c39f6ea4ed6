import { Inject, Injectable } from '@nestjs/common';
import { Money } from '../../../shared-kernel/domain.js';
import { ConfirmSandboxPayment } from './confirm-sandbox-payment.use-case.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';
import { RecordDonationPayment } from './record-donation-payment.use-case.js';
import { StartDonation } from './start-donation.use-case.js';
import { StartOrganizationGift } from './start-organization-gift.use-case.js';
import { StartSubscription } from './start-subscription.use-case.js';
import type { AuthenticatedUser } from '../../../shared-kernel/application.js';
import { DONATION_REPOSITORY, type DonationRepository } from '../domain/donation.repository.js';
import { CampaignPayouts } from './campaign-payouts.service.js';
import { LEDGER_READ_MODEL, type LedgerReadModel } from './ledger.read-model.js';
import { PayoutAccounts } from './payout-accounts.service.js';
import { RefundDonation } from './refund-donation.use-case.js';

/**
 * Demo content's gifts and memberships, made through the same use cases and the sandbox's test
 * card as a real donor's, so demo totals obey every rule real ones do. Sandbox mode only.
 */
@Injectable()
export class DemoGiving {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly start: StartDonation,
    private readonly startForOrganization: StartOrganizationGift,
    private readonly confirm: ConfirmSandboxPayment,
    private readonly record: RecordDonationPayment,
    private readonly subscriptions: StartSubscription,
    private readonly accounts: PayoutAccounts,
    private readonly payouts: CampaignPayouts,
    private readonly refunds: RefundDonation,
    @Inject(LEDGER_READ_MODEL) private readonly ledger: LedgerReadModel,
    @Inject(DONATION_REPOSITORY) private readonly donations: DonationRepository,
  ) {}

  /**
   * The organizer connects a sandbox payout account (the onboarding page's Finish setup) and is paid
   * `share` (0–1) of what the campaign holds, in whole dollars. Once: a campaign with payouts is left alone.
   */
  async payOut(campaignId: string, organizer: AuthenticatedUser, share: number): Promise<void> {
    if (this.gateway.mode !== 'sandbox' || (await this.payouts.list(campaignId, organizer)).length > 0) return;
    const { url } = await this.accounts.startOnboarding(organizer, '');
    await this.accounts.completeSandboxOnboarding(decodeURIComponent(url.split('/').pop()!), organizer.id);
    const { availableCents } = await this.ledger.campaignFunds(campaignId);
    const cents = Math.floor((availableCents * share) / 100) * 100;
    if (cents > 0) await this.payouts.request(campaignId, organizer, Money.ofCents(cents));
  }

  /** An administrator refunds the gift paid by this payment (once). */
  async refund(paymentIntentId: string, admin: AuthenticatedUser): Promise<void> {
    if (this.gateway.mode !== 'sandbox') return;
    const donation = await this.donations.findByPaymentIntent(paymentIntentId);
    if (donation?.status === 'completed') await this.refunds.execute(donation.id, admin, { confirmShortfall: true });
  }

  /**
   * amount and tip in dollars; a guest gives with their name and email, a member (`member`) as
   * themselves. Answers the gift's payment id (null outside sandbox mode).
   */
  async give(gift: {
    campaignId: string;
    amount: number;
    tip: number;
    guest?: { firstName: string; lastName: string; email: string };
    member?: { id: string; email: string };
    anonymous: boolean;
    message?: string | null;
  }): Promise<string | null> {
    if (this.gateway.mode !== 'sandbox') return null;
    const tip = Money.ofCents(Math.round(gift.tip * 100));
    const intent = await this.start.execute({
      campaignId: gift.campaignId,
      amount: Money.ofCents(Math.round(gift.amount * 100)).plus(tip),
      tip,
      guest: gift.member ? null : (gift.guest ?? null),
      message: gift.message ?? null,
      isAnonymous: gift.anonymous,
      donor: gift.member ?? null,
      clientIp: 'demo-seed',
    });
    await this.confirm.execute(intent.clientSecret, { cardNumber: '4242 4242 4242 4242' });
    await this.record.complete(intent.paymentIntentId, { campaignId: gift.campaignId });
    return intent.paymentIntentId;
  }

  /** An organization's admin or treasurer connects its sandbox payout account and finishes onboarding (once). */
  async connectOrganization(organizationId: string, by: AuthenticatedUser): Promise<void> {
    if (this.gateway.mode !== 'sandbox' || (await this.accounts.ofOrganization(organizationId, by)).status === 'active') return;
    await this.accounts.startOrganizationOnboarding(organizationId, by, '');
    const { accountId } = await this.accounts.ofOrganization(organizationId, by);
    if (accountId) await this.accounts.completeSandboxOnboarding(accountId, by.id);
  }

  /** A gift to an organization split across its funds (dollars), as `give` makes one to a campaign. */
  async giveToOrganization(gift: {
    organizationId: string;
    allocations: { fundId: string; amount: number }[];
    tip: number;
    guest?: { firstName: string; lastName: string; email: string };
    member?: { id: string; email: string };
    anonymous: boolean;
  }): Promise<string | null> {
    if (this.gateway.mode !== 'sandbox') return null;
    const intent = await this.startForOrganization.execute({
      organizationId: gift.organizationId,
      allocations: gift.allocations.map((p) => ({ fundId: p.fundId, amount: Money.ofCents(Math.round(p.amount * 100)) })),
      amount: null,
      tip: Money.ofCents(Math.round(gift.tip * 100)),
      guest: gift.member ? null : (gift.guest ?? null),
      message: null,
      isAnonymous: gift.anonymous,
      donor: gift.member ?? null,
      clientIp: 'demo-seed',
    });
    await this.confirm.execute(intent.clientSecret, { cardNumber: '4242 4242 4242 4242' });
    await this.record.complete(intent.paymentIntentId, { organizationId: gift.organizationId });
    return intent.paymentIntentId;
  }

  /** Subscribes a demo member to the n-th tier (1 Basic, 2 Professional, 3 Executive). */
  async subscribe(userId: string, tierNumber: number): Promise<void> {
    if (this.gateway.mode !== 'sandbox') return;
    const tiers = ['6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b01', '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b02', '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b03'];
    const prices = [900, 2900, 9900];
    const names = ['Basic Membership', 'Professional Membership', 'Executive Membership'];
    const i = tierNumber - 1;
    const { clientSecret } = await this.subscriptions.execute({
      user: { id: userId, email: `${userId}@faithcollective.example`, name: 'Demo member' },
      tier: { id: tiers[i], name: names[i], priceCents: prices[i] },
    });
    await this.confirm.execute(clientSecret, { cardNumber: '4242 4242 4242 4242' });
  }
}
