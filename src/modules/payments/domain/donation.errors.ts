import { DomainError, type Money } from '../../../shared-kernel/domain.js';

/** The refusals of the payments context, in the spec's words where it has them. */
export const DonationErrors = {
  invalidAmount: () => DomainError.validation('amount', 'Please enter a donation amount greater than $0'),
  invalidTip: () => DomainError.validation('tip', 'Tip must be $0 or more'),
  tipTooLarge: () => DomainError.validation('tip', 'The tip cannot be larger than the donation'),
  amountTooSmall: () => DomainError.validation('amount', 'The smallest gift is $1.00.'),
  amountTooLarge: () => DomainError.validation('amount', 'Online gifts are limited to $100,000. Please contact us for larger gifts.'),
  missingGuestInfo: () =>
    DomainError.validation('guestInfo', 'Please fill in your name and email address to continue.', 'missing_information'),
  invalidGuestEmail: () => DomainError.validation('guestInfo.email', 'Please enter a valid email address.', 'invalid_email'),
  messageTooLong: () => DomainError.validation('message', 'Your message can be at most 500 characters'),
  notFound: () => DomainError.notFound('donation_not_found', 'We could not find a donation for that payment.'),
  /** A gift, a payout or a fund view for a campaign there is none of (or an id that names none). */
  campaignNotFound: () => DomainError.notFound('campaign_not_found', 'Campaign not found'),
  notSucceeded: (status: string) =>
    new DomainError('payment_not_completed', `The payment has not been completed (status: ${status}).`, 'conflict'),
  mismatch: () =>
    new DomainError('payment_mismatch', 'The payment does not match this donation, so it was not recorded.', 'conflict'),
  alreadyRefunded: () => DomainError.conflict('already_refunded', 'This gift has already been refunded.'),
  notRefundable: () => DomainError.conflict('not_refundable', 'Only a completed gift can be refunded.'),
  /** The organizer may refund only what the campaign still holds; more needs an administrator. */
  refundExceedsFunds: (available: Money, gift: Money) =>
    new DomainError(
      'refund_exceeds_funds',
      `This campaign holds ${available.format()}, ${gift.minus(available).format()} short of this ${gift.format()} gift: its money was paid out. An administrator can refund it with the platform covering the shortfall.`,
      'conflict',
      undefined,
      { shortfall: gift.minus(available).toDecimalString(), available: available.toDecimalString() },
    ),
  /** An administrator is shown what the platform would cover before the refund is made. */
  shortfallToConfirm: (available: Money, gift: Money) =>
    new DomainError(
      'refund_shortfall',
      `This campaign holds ${available.format()}: refunding this ${gift.format()} gift takes ${gift.minus(available).format()} from the platform's balance. Send it again with confirmShortfall to refund.`,
      'conflict',
      undefined,
      { shortfall: gift.minus(available).toDecimalString(), available: available.toDecimalString() },
    ),
  refundNotAllowed: () =>
    DomainError.forbidden('refund_not_allowed', "Only an administrator, or the campaign's organizer within 90 days of the gift, can refund it."),
  organizationRefundNotAllowed: () =>
    DomainError.forbidden('refund_not_allowed', "Only an administrator, or the organization's admins and treasurers within 90 days of the gift, can refund it."),
  tooManyAttempts: () =>
    new DomainError('too_many_payment_attempts', 'Too many payment attempts. Please wait a few minutes and try again.', 'rate_limited'),
};
