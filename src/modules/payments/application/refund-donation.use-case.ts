import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Money, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork, type AuthenticatedUser } from '../../../shared-kernel/application.js';
import { DonationErrors } from '../domain/donation.errors.js';
import { DONATION_REPOSITORY, type DonationRepository } from '../domain/donation.repository.js';
import type { Donation } from '../domain/donation.aggregate.js';
import { handlesMoney, ORGANIZATION_BOOK, type OrganizationBook } from './organization-book.port.js';
import { CampaignStewards } from './campaign-stewards.service.js';
import { PAYOUT_STORE, type PayoutStore } from './campaign-payouts.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';

const OWNER_REFUND_DAYS = 90;
/** How long a refund being made holds its money from payouts: longer than any provider call. */
const REFUND_RESERVATION_MS = 10 * 60_000;

/**
 * Refunds a completed gift, whole (gift + tip), by an admin or by the campaign's organizer (for a gift to an
 * organization: its admins and treasurers) within 90 days. The provider's refund is asked for with an idempotency key per donation, so concurrent
 * requests make one refund at the provider; the donation leaves 'completed' in one conditional
 * statement (with its ledger lines and the running totals), so exactly one request records it and
 * publishes payments.donation-refunded.v1; every other is answered 409.
 *
 * A refund never takes a campaign below zero unseen: under the campaign's payout lock the gift is set against what
 * the campaign still holds. The organizer may refund only what it holds (409 naming the shortfall); an administrator
 * is answered 409 `{ shortfall }` first and refunds when asked again with `confirmShortfall`: the platform's balance
 * covers the shortfall, and the refund's `refund_after_payout` ledger lines name the administrator who approved it.
 * The campaign's part is then held from payouts (`refund_reservation`) while the provider is asked, so no payout
 * takes it meanwhile, and no transaction or connection is held across the provider's call (a slow provider must
 * not starve the pool); the refund's recording statement releases it, and one whose process died lapses.
 */
@Injectable()
export class RefundDonation {
  constructor(
    @Inject(DONATION_REPOSITORY) private readonly donations: DonationRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(PAYOUT_STORE) private readonly funds: PayoutStore,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ORGANIZATION_BOOK) private readonly organizations: OrganizationBook,
    private readonly stewards: CampaignStewards,
  ) {}

  async execute(donationId: string, by: AuthenticatedUser, options: { confirmShortfall?: boolean } = {}): Promise<void> {
    const donation = await this.donations.findById(donationId);
    if (!donation || donation.status === 'pending' || donation.status === 'failed') throw DonationErrors.notFound();
    const now = this.clock.now();
    if (!by.isAdmin) {
      const givenAt = donation.completedAt ?? donation.createdAt;
      const withinWindow = now.getTime() - givenAt.getTime() <= OWNER_REFUND_DAYS * 86_400_000;
      if (!(await this.mayRefund(donation, by.id)) || !withinWindow) {
        throw donation.organizationId ? DonationErrors.organizationRefundNotAllowed() : DonationErrors.refundNotAllowed();
      }
    }
    const paymentIntentId = donation.paymentIntentId;
    if (donation.status === 'refunded' || !paymentIntentId) throw DonationErrors.alreadyRefunded();
    if (donation.organizationId) return this.refundOrganizationGift(donation, paymentIntentId, now);
    const campaignId = donation.campaignId!;
    const short = await this.uow.run(async () => {
      await this.funds.lockCampaign(campaignId);
      const available = Money.ofCents(Math.max(await this.funds.availableCents(campaignId), 0));
      const short = donation.gift.cents > available.cents;
      if (short && !by.isAdmin) throw DonationErrors.refundExceedsFunds(available, donation.gift);
      if (short && !options.confirmShortfall) throw DonationErrors.shortfallToConfirm(available, donation.gift);
      const held = Math.min(donation.gift.cents, available.cents);
      await this.funds.reserveRefund({ donationId: donation.id, campaignId, amountCents: held }, REFUND_RESERVATION_MS);
      return short;
    });
    // A failed call keeps the reservation until it lapses: whether the provider refunded is not always known.
    const refund = await this.gateway.refundPayment(paymentIntentId, `refund-${donation.id}`);
    donation.refund(refund.id, now, short ? by.id : null);
    const written = await this.uow.run(() => this.donations.save(donation));
    if (!written) throw DonationErrors.alreadyRefunded();
  }

  /** The campaign's stewards (CampaignStewards), or a gift's organization's admins and treasurers (within the same 90 days). */
  private async mayRefund(donation: Donation, userId: string): Promise<boolean> {
    if (donation.organizationId) {
      const organization = await this.organizations.find(donation.organizationId);
      return organization !== null && handlesMoney(organization, userId);
    }
    return (await this.stewards.of(donation.campaignId!, userId))?.steward === true;
  }

  /**
   * A gift to an organization: its money went to the organization's account as it was charged, so the refund takes
   * it back from there (the provider reverses the transfer and gives back the platform's fee) rather than from a
   * balance the platform holds; no payout lock or reservation is involved.
   */
  private async refundOrganizationGift(donation: Donation, paymentIntentId: string, now: Date): Promise<void> {
    const refund = await this.gateway.refundPayment(paymentIntentId, `refund-${donation.id}`, { reverseTransfer: true });
    donation.refund(refund.id, now);
    const written = await this.uow.run(() => this.donations.save(donation));
    if (!written) throw DonationErrors.alreadyRefunded();
  }

  /**
   * The provider says a payment was refunded (charge.refunded, refund.created, refund.updated: a refund made
   * in its dashboard, or one of ours): what was refunded is read afresh, so duplicated and out-of-order
   * notices agree; a gift refunded whole is recorded once (ours already is). Partial refunds are left to an
   * administrator, since a gift is refunded whole here.
   */
  async fromProvider(paymentIntentId: string): Promise<'recorded' | 'already' | 'partial' | 'unknown'> {
    const donation = await this.donations.findByPaymentIntent(paymentIntentId);
    if (!donation) return 'unknown';
    if (donation.status !== 'completed') return donation.status === 'refunded' ? 'already' : 'unknown';
    const { refundedCents, latestRefundId } = await this.gateway.refundsOf(paymentIntentId);
    if (!latestRefundId) return 'unknown';
    if (refundedCents < donation.gift.plus(donation.tip).cents) return 'partial';
    donation.refund(latestRefundId, this.clock.now());
    return (await this.uow.run(() => this.donations.save(donation))) ? 'recorded' : 'already';
  }
}
