import { describe, expect, it } from '@jest/globals';
import { DonationAmount } from '../../../src/modules/payments/domain/donation-amount.value-object.js';
import { Money } from '../../../src/shared-kernel/domain/money.js';
import { refusal } from './support.js';

const $ = (dollars: number) => Money.ofCents(Math.round(dollars * 100));

describe('DonationAmount (the gift and tip split)', () => {
  it('splits what the card is charged into the gift and the tip', () => {
    const amount = DonationAmount.fromTotal($(57.5), $(7.5));
    expect(amount.gift.cents).toBe(5000);
    expect(amount.tip.cents).toBe(750);
    expect(amount.total.cents).toBe(5750);
  });

  it('refuses a gift under $1.00, a tip not counting toward it, and takes $1.00', () => {
    for (const work of [() => DonationAmount.of($(0.01), Money.zero), () => DonationAmount.fromTotal($(1.5), $(0.6)), () => DonationAmount.of($(0.99), $(0.5))]) {
      const error = refusal(work);
      expect(error.fieldErrors).toEqual({ amount: ['The smallest gift is $1.00.'] });
    }
    expect(DonationAmount.fromTotal($(1.5), $(0.5)).gift.cents).toBe(100);
  });

  it('takes a gift with no tip', () => {
    const amount = DonationAmount.fromTotal($(30), Money.zero);
    expect([amount.gift.cents, amount.tip.cents]).toEqual([3000, 0]);
  });

  it.each([
    ['a total of $0', () => DonationAmount.fromTotal($(0), Money.zero)],
    ['a negative total', () => DonationAmount.fromTotal($(-5), Money.zero)],
    ['a tip that is the whole total (gift $0)', () => DonationAmount.fromTotal($(10), $(10))],
    ['a gift of $0', () => DonationAmount.of(Money.zero, Money.zero)],
  ])('refuses %s: the gift must be above $0', (_case, work) => {
    const error = refusal(work);
    expect(error.message).toBe('Please enter a donation amount greater than $0');
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({ amount: ['Please enter a donation amount greater than $0'] });
  });

  it('refuses a negative tip', () => {
    const error = refusal(() => DonationAmount.fromTotal($(10), $(-1)));
    expect(error.message).toBe('Tip must be $0 or more');
    expect(error.fieldErrors).toEqual({ tip: ['Tip must be $0 or more'] });
  });

  it('refuses a tip larger than the gift, and takes one equal to it', () => {
    const error = refusal(() => DonationAmount.fromTotal($(10), $(6))); // gift $4, tip $6
    expect(error.message).toBe('The tip cannot be larger than the donation');
    expect(error.fieldErrors).toEqual({ tip: ['The tip cannot be larger than the donation'] });
    expect(DonationAmount.fromTotal($(10), $(5)).tip.cents).toBe(500);
  });

  it('limits one gift to $100,000, the tip on top not counting', () => {
    expect(DonationAmount.of($(100_000), $(15_000)).total.cents).toBe(11_500_000);
    const error = refusal(() => DonationAmount.of($(100_000.01), Money.zero));
    expect(error.message).toBe('Online gifts are limited to $100,000. Please contact us for larger gifts.');
    expect(error.fieldErrors).toEqual({ amount: ['Online gifts are limited to $100,000. Please contact us for larger gifts.'] });
    expect(refusal(() => DonationAmount.fromTotal($(200_000), Money.zero)).code).toBe('validation_failed');
  });
});
