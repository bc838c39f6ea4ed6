import type { DomainEvent } from '../../../shared-kernel/domain.js';
import type { FundPart } from './fund-allocations.value-object.js';
import type { PaymentMethodKind } from './processing-fee.js';

/** How a gift was paid, for its receipt: the method, and the processing fee the donor chose to cover (0 if not). */
export interface GiftPayment {
  method: PaymentMethodKind;
  feeCoveredCents: number;
}
export const CARD_PAYMENT: GiftPayment = { method: 'card', feeCoveredCents: 0 };

/**
 * A donor started giving: the donation waits for the provider's payment. Recorded for the gifts
 * started while their campaign had noted none (its first; a few at once may race), and for each
 * month of a monthly gift.
 */
export class DonationStarted implements DomainEvent {
  constructor(
    readonly donationId: string,
    readonly campaignId: string,
    readonly giftCents: number,
    readonly tipCents: number,
    readonly donorUserId: string | null,
    readonly occurredAt: Date,
  ) {}
}

/** Who gave a completed gift, for the donor's receipt and the organiser's notice. */
export interface CompletedGiftDonor {
  /** A guest's details (null for a member: their account has them). */
  guest: { firstName: string; lastName: string; email: string } | null;
  isAnonymous: boolean;
  /** A month of a monthly gift: the recurring gift it came from. */
  recurringGiftId: string | null;
}
export const UNKNOWN_GIFT_DONOR: CompletedGiftDonor = { guest: null, isAnonymous: false, recurringGiftId: null };

/** The provider charged exactly gift + tip for this donation: the gift counts, once. */
export class DonationCompleted implements DomainEvent {
  constructor(
    readonly donationId: string,
    readonly campaignId: string,
    readonly giftCents: number,
    readonly tipCents: number,
    readonly donorUserId: string | null,
    readonly paymentIntentId: string,
    readonly occurredAt: Date,
    readonly donor: CompletedGiftDonor = UNKNOWN_GIFT_DONOR,
    readonly payment: GiftPayment = CARD_PAYMENT,
  ) {}
}

/** The provider declined the payment (the donor may still retry with another card). */
export class DonationFailed implements DomainEvent {
  constructor(
    readonly donationId: string,
    /** Null for a gift to an organization. */
    readonly campaignId: string | null,
    readonly reason: string,
    readonly occurredAt: Date,
  ) {}
}

/**
 * A bank payment that was processing failed (the account was closed, had too little money...): nothing was credited,
 * and the donor, who left the checkout days ago, is told why.
 */
export class BankPaymentFailed implements DomainEvent {
  constructor(
    readonly donationId: string,
    readonly campaignId: string | null,
    readonly organizationId: string | null,
    /** What the donor tried to pay: gift, tip and any fee covered. */
    readonly chargeCents: number,
    readonly donorUserId: string | null,
    readonly guest: { email: string; firstName: string } | null,
    readonly reason: string,
    readonly occurredAt: Date,
  ) {}
}

/** The whole charge (gift + tip) was refunded to the donor: the gift no longer counts. */
export class DonationRefunded implements DomainEvent {
  constructor(
    readonly donationId: string,
    readonly campaignId: string,
    readonly giftCents: number,
    readonly tipCents: number,
    readonly donorUserId: string | null,
    readonly guestEmail: string | null,
    readonly refundId: string,
    readonly occurredAt: Date,
    /** How to greet a guest in their refund notice. */
    readonly guestFirstName: string | null = null,
    /** The processing fee the donor had covered: refunded with the gift and the tip. */
    readonly feeCoveredCents: number = 0,
  ) {}
}

/**
 * The provider charged exactly gift + tip for a gift to an organization (on its behalf: the gift went to its account,
 * the tip stayed with the platform): each fund's part counts, once.
 */
export class OrganizationGiftCompleted implements DomainEvent {
  constructor(
    readonly donationId: string,
    readonly organizationId: string,
    readonly allocations: readonly FundPart[],
    readonly giftCents: number,
    readonly tipCents: number,
    readonly donorUserId: string | null,
    readonly paymentIntentId: string,
    readonly occurredAt: Date,
    readonly donor: CompletedGiftDonor,
    readonly payment: GiftPayment = CARD_PAYMENT,
  ) {}
}

/** A gift to an organization was refunded whole (its transfer to the organization reversed, the tip given back). */
export class OrganizationGiftRefunded implements DomainEvent {
  constructor(
    readonly donationId: string,
    readonly organizationId: string,
    readonly allocations: readonly FundPart[],
    readonly giftCents: number,
    readonly tipCents: number,
    readonly donor: { userId: string | null; guestEmail: string | null; guestFirstName: string | null },
    readonly refundId: string,
    readonly occurredAt: Date,
    readonly feeCoveredCents: number = 0,
  ) {}
}

export type DonationEvent =
  | DonationStarted
  | DonationCompleted
  | DonationFailed
  | BankPaymentFailed
  | DonationRefunded
  | OrganizationGiftCompleted
  | OrganizationGiftRefunded;
