/** The payments context's public door. Other contexts import from here only. */
export { PaymentsModule } from './payments.module.js';
export { StartSubscription, type StartSubscriptionCommand } from './application/start-subscription.use-case.js';
export { DemoGiving } from './application/demo-giving.facade.js';
export { PaymentReports } from './application/payment-reports.facade.js';
export { CampaignUpdateAudience, type UpdateRecipient } from './application/campaign-update-audience.facade.js';
export { MonthlyGiftManageLinks } from './application/monthly-gift-manage-links.facade.js';

/** A gift recorded as paid. giftCents goes to the campaign; tipCents to the platform. */
export interface DonationCompletedV1 {
  donationId: string;
  campaignId: string;
  giftCents: number;
  tipCents: number;
  donorUserId: string | null;
  paymentIntentId: string;
  completedAt: string;
  /** A guest donor's name and address (for their receipt); null for a member (identity has theirs). */
  guest: { firstName: string; lastName: string; email: string } | null;
  /** The donor asked not to be named publicly (nor to the organiser). */
  isAnonymous: boolean;
  /** A month of a monthly gift: the recurring gift it came from; null for a one-off gift. */
  recurringGiftId: string | null;
  /** How it was paid: 'card', 'us_bank_account' or 'wallet' (absent on events older than bank payments: a card). */
  paymentMethod?: 'card' | 'us_bank_account' | 'wallet';
  /** The processing fee the donor chose to cover, charged on top of gift and tip (0 when they did not). */
  feeCoveredCents?: number;
}

/**
 * A donor's bank payment, which was processing, failed (account closed, too little money...): nothing was credited.
 * The donor is donorUserId, or guest for a guest: they should be told why.
 */
export interface BankPaymentFailedV1 {
  donationId: string;
  /** What was given to: a campaign or an organization (exactly one). */
  campaignId: string | null;
  organizationId: string | null;
  /** What the donor tried to pay (gift, tip and any fee covered). */
  chargeCents: number;
  donorUserId: string | null;
  guest: { email: string; firstName: string } | null;
  /** The bank's reason in the donor's words ("The bank account has been closed."). */
  reason: string;
  failedAt: string;
}

/**
 * A gift to an organization was charged (on its behalf: the gift went to its account, the tip is the platform's):
 * each fund's part counts, once. The organization is the charity of record of the donor's receipt.
 */
export interface OrganizationGiftCompletedV1 {
  donationId: string;
  organizationId: string;
  /** Each fund's part, in the donor's order; they add up to giftCents. */
  allocations: { fundId: string; amountCents: number }[];
  giftCents: number;
  tipCents: number;
  donorUserId: string | null;
  paymentIntentId: string;
  completedAt: string;
  guest: { firstName: string; lastName: string; email: string } | null;
  isAnonymous: boolean;
  paymentMethod?: 'card' | 'us_bank_account' | 'wallet';
  /** The processing fee the donor chose to cover (0 when they did not). */
  feeCoveredCents?: number;
}

/** A gift to an organization was refunded whole (its transfer reversed, the tip given back). */
export interface OrganizationGiftRefundedV1 {
  donationId: string;
  organizationId: string;
  allocations: { fundId: string; amountCents: number }[];
  amountCents: number;
  tipCents: number;
  totalRefundedCents: number;
  donorUserId: string | null;
  guestEmail: string | null;
  guestFirstName: string | null;
  refundId: string;
  refundedAt: string;
}

/**
 * A gift was refunded whole to its donor (gift + tip): it no longer counts toward its campaign.
 * The donor is donorUserId, or guestEmail for a guest.
 */
export interface DonationRefundedV1 {
  donationId: string;
  campaignId: string;
  amountCents: number;
  tipCents: number;
  totalRefundedCents: number;
  donorUserId: string | null;
  guestEmail: string | null;
  /** How to greet a guest (null for a member). */
  guestFirstName: string | null;
  refundId: string;
  refundedAt: string;
}

/**
 * A running monthly gift stopped: nothing more will be charged. reason: cancelled_by_donor,
 * campaign_closed (the campaign ended or was archived) or payment_failed (the provider gave up on
 * the card). The donor is donorUserId, or guestEmail for a guest: they should be told.
 */
export interface RecurringGiftStoppedV1 {
  recurringGiftId: string;
  campaignId: string;
  donorUserId: string | null;
  guestEmail: string | null;
  /** How to greet a guest (null for a member). */
  guestFirstName: string | null;
  amountCents: number;
  tipCents: number;
  reason: 'cancelled_by_donor' | 'campaign_closed' | 'payment_failed' | 'account_closed';
  stoppedAt: string;
  /** account_closed: the address the member's account had (identity no longer has it), and their first name. */
  formerEmail: string | null;
  formerFirstName: string | null;
}

/**
 * A month of a running monthly gift could not be charged (once per unpaid month): the gift is past due and the
 * provider tries the card again at nextRetryAt (null: it will not). Its donor (donorUserId, or guestEmail for a
 * guest) should be asked to update their card at updatePath (a signed link, for guests and members alike).
 */
export interface RecurringGiftPastDueV1 {
  recurringGiftId: string;
  campaignId: string;
  donorUserId: string | null;
  guestEmail: string | null;
  guestFirstName: string | null;
  amountCents: number;
  tipCents: number;
  /** The unpaid month's invoice at the provider: one notice for it. */
  invoiceId: string;
  nextRetryAt: string | null;
  failedAt: string;
  /** "/give/update-payment?token=...": where the donor gives another card and the missed month is paid. */
  updatePath: string;
}

/** A month of a business-network membership was paid (once per provider payment): the member's receipt. */
export interface MembershipPaymentReceivedV1 {
  /** The provider's payment: the receipt's transaction id. */
  paymentId: string;
  subscriptionId: string;
  userId: string;
  tierId: string;
  amountCents: number;
  paidAt: string;
}

/** The provider's current state of a membership subscription, after any change. */
export interface SubscriptionChangedV1 {
  subscriptionId: string;
  userId: string;
  tierId: string;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/** A payout's transfer was made: the campaign's money is on its way to the organizer (memberId) account. */
export interface PayoutPaidV1 {
  payoutId: string;
  campaignId: string;
  /** The organizer paid (for a campaign whose organizer closed their account, the account they had). */
  memberId: string;
  amountCents: number;
  transferId: string;
  paidAt: string;
}

/** A payout's transfer was refused by the provider: the money is the campaign's again. */
export interface PayoutFailedV1 {
  payoutId: string;
  campaignId: string;
  memberId: string;
  amountCents: number;
  /** The provider's words. */
  reason: string;
  failedAt: string;
}

/**
 * A business-network membership ended at once (the member closed their account): cancelled at the provider,
 * nothing more charged. `email`/`firstName`: the address the account had, for the member's notice.
 */
export interface MembershipEndedV1 {
  subscriptionId: string;
  userId: string;
  tierId: string;
  reason: 'account_closed';
  email: string;
  firstName: string | null;
  endedAt: string;
}

declare module '../../shared-kernel/application/integration-events.js' {
  interface IntegrationEventMap {
    /** A donor started a gift (a payment intent exists and may still be paid): the campaign holds money in flight. */
    'payments.donation-started.v1': { donationId: string; campaignId: string; startedAt: string };
    'payments.donation-completed.v1': DonationCompletedV1;
    'payments.donation-refunded.v1': DonationRefundedV1;
    'payments.bank-payment-failed.v1': BankPaymentFailedV1;
    'payments.organization-gift-completed.v1': OrganizationGiftCompletedV1;
    'payments.organization-gift-refunded.v1': OrganizationGiftRefundedV1;
    'payments.subscription-changed.v1': SubscriptionChangedV1;
    'payments.recurring-gift-stopped.v1': RecurringGiftStoppedV1;
    'payments.recurring-gift-past-due.v1': RecurringGiftPastDueV1;
    'payments.membership-payment-received.v1': MembershipPaymentReceivedV1;
    'payments.payout-paid.v1': PayoutPaidV1;
    'payments.payout-failed.v1': PayoutFailedV1;
    'payments.membership-ended.v1': MembershipEndedV1;
  }
}
