import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOMAIN_EVENT_ROUTES, type DomainEventRoutes, type IntegrationEventMap } from '../../../shared-kernel/application.js';
import { BankPaymentFailed, DonationCompleted, DonationRefunded, DonationStarted, OrganizationGiftCompleted, OrganizationGiftRefunded } from '../domain/donation.events.js';
import { MembershipPaymentReceived } from '../domain/membership-payment.events.js';
import { RecurringGiftPastDue, RecurringGiftStopped } from '../domain/recurring-gift.events.js';
import { MONTHLY_GIFT_LINKS, updatePaymentPath, type MonthlyGiftLinks } from './monthly-gift-links.port.js';
import { PayoutFailed, PayoutPaid } from '../domain/payout.events.js';
import {
  MembershipCancellationScheduled,
  MembershipEndedWithAccount,
  MembershipSubscriptionActivated,
  MembershipSubscriptionChanged,
  type MembershipSubscriptionEvent,
} from '../domain/membership-subscription.events.js';

/**
 * What the payments context's domain events cause. A completed donation becomes
 * payments.donation-completed.v1 (fundraising credits the campaign); every change of a membership
 * subscription becomes payments.subscription-changed.v1 with its current state (the business
 * network mirrors it). Both are written to the outbox in the transaction that recorded them.
 */
@Injectable()
export class PaymentsEventRoutes implements OnModuleInit {
  constructor(
    @Inject(DOMAIN_EVENT_ROUTES) private readonly routes: DomainEventRoutes,
    @Inject(MONTHLY_GIFT_LINKS) private readonly links: MonthlyGiftLinks,
  ) {}

  onModuleInit(): void {
    this.routes.publishAs(DonationStarted, 'payments.donation-started.v1', (e) => ({
      donationId: e.donationId,
      campaignId: e.campaignId,
      startedAt: e.occurredAt.toISOString(),
    }));
    this.routes.publishAs(DonationCompleted, 'payments.donation-completed.v1', (e) => ({
      donationId: e.donationId,
      campaignId: e.campaignId,
      giftCents: e.giftCents,
      tipCents: e.tipCents,
      donorUserId: e.donorUserId,
      paymentIntentId: e.paymentIntentId,
      completedAt: e.occurredAt.toISOString(),
      guest: e.donor.guest,
      isAnonymous: e.donor.isAnonymous,
      recurringGiftId: e.donor.recurringGiftId,
      paymentMethod: e.payment.method,
      feeCoveredCents: e.payment.feeCoveredCents,
    }));
    this.routes.publishAs(BankPaymentFailed, 'payments.bank-payment-failed.v1', (e) => ({
      donationId: e.donationId,
      campaignId: e.campaignId,
      organizationId: e.organizationId,
      chargeCents: e.chargeCents,
      donorUserId: e.donorUserId,
      guest: e.guest,
      reason: e.reason,
      failedAt: e.occurredAt.toISOString(),
    }));
    this.routes.publishAs(DonationRefunded, 'payments.donation-refunded.v1', (e) => ({
      donationId: e.donationId,
      campaignId: e.campaignId,
      amountCents: e.giftCents,
      tipCents: e.tipCents,
      totalRefundedCents: e.giftCents + e.tipCents + e.feeCoveredCents,
      donorUserId: e.donorUserId,
      guestEmail: e.guestEmail,
      guestFirstName: e.guestFirstName,
      refundId: e.refundId,
      refundedAt: e.occurredAt.toISOString(),
    }));
    this.routes.publishAs(OrganizationGiftCompleted, 'payments.organization-gift-completed.v1', (e) => ({
      donationId: e.donationId,
      organizationId: e.organizationId,
      allocations: e.allocations.map((p) => ({ fundId: p.fundId, amountCents: p.cents })),
      giftCents: e.giftCents,
      tipCents: e.tipCents,
      donorUserId: e.donorUserId,
      paymentIntentId: e.paymentIntentId,
      completedAt: e.occurredAt.toISOString(),
      guest: e.donor.guest,
      isAnonymous: e.donor.isAnonymous,
      paymentMethod: e.payment.method,
      feeCoveredCents: e.payment.feeCoveredCents,
    }));
    this.routes.publishAs(OrganizationGiftRefunded, 'payments.organization-gift-refunded.v1', (e) => ({
      donationId: e.donationId,
      organizationId: e.organizationId,
      allocations: e.allocations.map((p) => ({ fundId: p.fundId, amountCents: p.cents })),
      amountCents: e.giftCents,
      tipCents: e.tipCents,
      totalRefundedCents: e.giftCents + e.tipCents + e.feeCoveredCents,
      donorUserId: e.donor.userId,
      guestEmail: e.donor.guestEmail,
      guestFirstName: e.donor.guestFirstName,
      refundId: e.refundId,
      refundedAt: e.occurredAt.toISOString(),
    }));
    this.routes.publishAs(RecurringGiftStopped, 'payments.recurring-gift-stopped.v1', (e) => ({
      recurringGiftId: e.recurringGiftId,
      campaignId: e.campaignId,
      donorUserId: e.donorUserId,
      guestEmail: e.guestEmail,
      guestFirstName: e.guestFirstName,
      amountCents: e.giftCents,
      tipCents: e.tipCents,
      reason: e.reason,
      stoppedAt: e.occurredAt.toISOString(),
      formerEmail: e.formerContact?.email ?? null,
      formerFirstName: e.formerContact?.firstName ?? null,
    }));
    this.routes.publishAs(RecurringGiftPastDue, 'payments.recurring-gift-past-due.v1', (e) => ({
      recurringGiftId: e.recurringGiftId,
      campaignId: e.campaignId,
      donorUserId: e.donorUserId,
      guestEmail: e.guestEmail,
      guestFirstName: e.guestFirstName,
      amountCents: e.giftCents,
      tipCents: e.tipCents,
      invoiceId: e.invoiceId,
      nextRetryAt: e.nextRetryAt?.toISOString() ?? null,
      failedAt: e.occurredAt.toISOString(),
      updatePath: updatePaymentPath(this.links.updateToken(e.recurringGiftId)),
    }));
    this.routes.publishAs(PayoutPaid, 'payments.payout-paid.v1', (e) => ({
      payoutId: e.payoutId,
      campaignId: e.campaignId,
      memberId: e.memberId,
      amountCents: e.amountCents,
      transferId: e.transferId,
      paidAt: e.occurredAt.toISOString(),
    }));
    this.routes.publishAs(PayoutFailed, 'payments.payout-failed.v1', (e) => ({
      payoutId: e.payoutId,
      campaignId: e.campaignId,
      memberId: e.memberId,
      amountCents: e.amountCents,
      reason: e.reason,
      failedAt: e.occurredAt.toISOString(),
    }));
    this.routes.publishAs(MembershipPaymentReceived, 'payments.membership-payment-received.v1', (e) => ({
      paymentId: e.paymentIntentId,
      subscriptionId: e.subscriptionId,
      userId: e.userId,
      tierId: e.tierId,
      amountCents: e.amountCents,
      paidAt: e.occurredAt.toISOString(),
    }));
    this.routes.publishAs(MembershipSubscriptionActivated, 'payments.subscription-changed.v1', subscriptionChanged);
    this.routes.publishAs(MembershipCancellationScheduled, 'payments.subscription-changed.v1', subscriptionChanged);
    this.routes.publishAs(MembershipSubscriptionChanged, 'payments.subscription-changed.v1', subscriptionChanged);
    this.routes.publishAs(MembershipEndedWithAccount, 'payments.membership-ended.v1', (e) => ({
      subscriptionId: e.subscription.subscriptionId,
      userId: e.subscription.userId,
      tierId: e.subscription.tierId,
      reason: 'account_closed' as const,
      email: e.formerContact.email,
      firstName: e.formerContact.firstName,
      endedAt: e.occurredAt.toISOString(),
    }));
  }
}

function subscriptionChanged({ subscription: s }: MembershipSubscriptionEvent): IntegrationEventMap['payments.subscription-changed.v1'] {
  return {
    subscriptionId: s.subscriptionId,
    userId: s.userId,
    tierId: s.tierId,
    status: s.status,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  };
}
