import { Money } from '../../../shared-kernel/domain.js';
import { DonationErrors } from './donation.errors.js';
import { coveredFeeCents, type PaymentMethodKind } from './processing-fee.js';

/** One gift in the database is $100,000 at most; larger gifts go through the office. */
const MAX_GIFT = Money.ofCents(100_000_00);
/** The smallest gift (the checkout's input minimum): below it the provider's fee would eat the gift, and card testers use cents. */
const MIN_GIFT = Money.ofCents(1_00);

/**
 * What a donor pays: the gift to the campaign plus an optional tip to the platform, plus the processing fee when the
 * donor chooses to cover it. The gift is at least $1.00 and at most $100,000; the tip is $0 or more and never larger
 * than the gift.
 */
export class DonationAmount {
  private constructor(
    readonly gift: Money,
    readonly tip: Money,
    /** The processing fee the donor chose to cover (zero unless they did): the cause still receives the whole gift. */
    readonly feeCovered: Money = Money.zero,
  ) {}

  /** As the checkout sends it: the total charged (gift + tip) and the tip part of it. */
  static fromTotal(total: Money, tip: Money): DonationAmount {
    if (!total.isPositive()) throw DonationErrors.invalidAmount();
    if (tip.cents < 0) throw DonationErrors.invalidTip();
    return DonationAmount.of(total.minus(tip), tip);
  }

  static of(gift: Money, tip: Money): DonationAmount {
    if (!gift.isPositive()) throw DonationErrors.invalidAmount();
    if (gift.cents < MIN_GIFT.cents) throw DonationErrors.amountTooSmall();
    if (gift.cents > MAX_GIFT.cents) throw DonationErrors.amountTooLarge();
    if (tip.cents < 0) throw DonationErrors.invalidTip();
    if (tip.cents > gift.cents) throw DonationErrors.tipTooLarge();
    return new DonationAmount(gift, tip);
  }

  /** The same gift and tip, with the fee of paying them by `method` covered by the donor (see coveredFeeCents). */
  coveringFee(method: PaymentMethodKind): DonationAmount {
    return new DonationAmount(this.gift, this.tip, Money.ofCents(coveredFeeCents(this.gift.plus(this.tip).cents, method)));
  }

  /** What the donor is charged: gift, tip and any fee they cover. */
  get total(): Money {
    return this.gift.plus(this.tip).plus(this.feeCovered);
  }
}
