import { AggregateRoot } from '../../../shared-kernel/domain.js';
import { newId } from '../../../shared-kernel/domain.js';
import { DonationErrors } from './donation.errors.js';

/** One gift in the database is $100,000 at most; larger gifts go through the office. */
export const MAX_GIFT_CENTS = 100_000_00;
export const MAX_MESSAGE = 500;

export interface GuestDonor {
  firstName: string;
  lastName: string;
  email: string;
}

export type DonationStatus = 'pending' | 'completed' | 'failed';

export interface StartDonationProps {
  campaignId: string;
  giftCents: number;
  tipCents: number;
  donorUserId: string | null;
  guest: GuestDonor | null;
  message: string | null;
  isAnonymous: boolean;
  clientKey: string;
  clientIp: string;
}

/**
 * A gift to a campaign plus an optional tip to the platform. It starts pending with the
 * payment provider's intent and is completed exactly once, when the provider says the charge
 * of exactly gift + tip succeeded.
 */
export class Donation extends AggregateRoot {
  id: string;
  campaignId: string;
  donorUserId: string | null = null;
  guestFirstName: string | null = null;
  guestLastName: string | null = null;
  guestEmail: string | null = null;
  giftCents: number;
  tipCents: number;
  message: string | null = null;
  isAnonymous = false;
  status: DonationStatus = 'pending';
  paymentIntentId: string | null = null;
  failureReason: string | null = null;
  clientKey: string;
  clientIp: string;
  createdAt: Date;
  completedAt: Date | null = null;

  static start(props: StartDonationProps, now: Date): Donation {
    if (!Number.isSafeInteger(props.giftCents) || props.giftCents <= 0) throw DonationErrors.invalidAmount();
    if (props.giftCents > MAX_GIFT_CENTS) throw DonationErrors.amountTooLarge();
    if (!Number.isSafeInteger(props.tipCents) || props.tipCents < 0) throw DonationErrors.invalidTip();
    if (props.tipCents > props.giftCents) throw DonationErrors.tipTooLarge();
    if (props.message && props.message.length > MAX_MESSAGE) throw DonationErrors.messageTooLong();
    const donation = new Donation();
    donation.id = newId();
    donation.campaignId = props.campaignId;
    donation.donorUserId = props.donorUserId;
    if (!props.donorUserId) {
      if (!props.guest) throw DonationErrors.missingGuestInfo();
      donation.guestFirstName = props.guest.firstName;
      donation.guestLastName = props.guest.lastName;
      donation.guestEmail = props.guest.email;
    }
    donation.giftCents = props.giftCents;
    donation.tipCents = props.tipCents;
    donation.message = props.message?.trim() || null;
    donation.isAnonymous = props.isAnonymous;
    donation.clientKey = props.clientKey;
    donation.clientIp = props.clientIp;
    donation.createdAt = now;
    return donation;
  }

  /** What the card is charged: the gift plus the tip. */
  get totalCents(): number {
    return this.giftCents + this.tipCents;
  }

  attachPaymentIntent(paymentIntentId: string): void {
    this.paymentIntentId = paymentIntentId;
  }
}
