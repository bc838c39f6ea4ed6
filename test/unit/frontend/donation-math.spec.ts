import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_AMOUNT,
  DEFAULT_TIP,
  MAX_GIFT_CENTS,
  MIN_GIFT_CENTS,
  PRESET_AMOUNTS,
  TIP_PERCENTS,
  centsToDollars,
  giftCentsOf,
  giftProblem,
  parseDollarsToCents,
  PERCENT_TIP_CAP_CENTS,
  percentOf,
  tipCentsOf,
  tipProblem,
} from '../../../frontend/src/components/checkout/donation-math.js';

const custom = { kind: 'custom' } as const;

describe('donation math: presets', () => {
  it('offers $10 to $150 with $30 as the suggested default, and chooses no tip for the donor', () => {
    expect(PRESET_AMOUNTS).toEqual([10, 20, 30, 50, 100, 150]);
    expect(DEFAULT_AMOUNT).toBe(30);
    expect(PRESET_AMOUNTS).toContain(DEFAULT_AMOUNT);
    expect(TIP_PERCENTS).toEqual([5, 15, 25]);
    expect(DEFAULT_TIP).toEqual({ kind: 'none' });
  });

  it('bounds one gift between $1.00 and $100,000.00', () => {
    expect(MIN_GIFT_CENTS).toBe(100);
    expect(MAX_GIFT_CENTS).toBe(10_000_000);
  });
});

describe('parseDollarsToCents', () => {
  it.each([
    ['57.5', 5750],
    ['25', 2500],
    ['25.50', 2550],
    ['1000', 100_000],
    [' 7 ', 700],
    ['.5', 50],
    ['0', 0],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it('rounds to the cent where binary floating point falls just short', () => {
    // 19.99 * 100 is 1998.9999999999998 and 0.29 * 100 is 28.999999999999996 in floating point.
    expect(parseDollarsToCents('19.99')).toBe(1999);
    expect(parseDollarsToCents('0.29')).toBe(29);
    expect(parseDollarsToCents('0.07')).toBe(7);
  });

  it.each(['', '.', 'abc', '-5', '1e3', '12.5.0', '10 dollars', '5,00', '1,000', '$12.50'])('refuses %p', (text) => {
    expect(parseDollarsToCents(text)).toBeNull();
  });
});

describe('percentOf and centsToDollars', () => {
  it('takes a percent of the gift in whole cents, rounding half up', () => {
    expect(percentOf(5000, 15)).toBe(750); // $50 + 15% = $7.50
    expect(percentOf(3000, 15)).toBe(450);
    expect(percentOf(1250, 15)).toBe(188); // 187.5
    expect(percentOf(3333, 5)).toBe(167); // 166.65
    expect(percentOf(1999, 25)).toBe(500); // 499.75
    expect(percentOf(0, 25)).toBe(0);
  });

  it('turns cents into the API’s dollar numbers', () => {
    expect(centsToDollars(5750)).toBe(57.5);
    expect(centsToDollars(3450)).toBe(34.5);
    expect(centsToDollars(1)).toBe(0.01);
    expect(centsToDollars(0)).toBe(0);
  });
});

describe('giftCentsOf and tipCentsOf', () => {
  it('takes a preset in dollars and ignores any custom text', () => {
    expect(giftCentsOf({ kind: 'preset', dollars: 50 }, '999')).toBe(5000);
    expect(giftCentsOf({ kind: 'preset', dollars: 150 }, '')).toBe(15_000);
  });

  it('reads a custom amount, and counts an unreadable one as nothing', () => {
    expect(giftCentsOf(custom, '12.50')).toBe(1250);
    expect(giftCentsOf(custom, '')).toBe(0);
    expect(giftCentsOf(custom, 'abc')).toBe(0);
  });

  it('gives a percent tip of the gift, a custom tip as typed, and nothing for No Tip', () => {
    expect(tipCentsOf({ kind: 'percent', percent: 15 }, 5000, '')).toBe(750);
    expect(tipCentsOf({ kind: 'percent', percent: 5 }, 2000, '9')).toBe(100);
    expect(tipCentsOf({ kind: 'percent', percent: 25 }, 15_000, '')).toBe(3750);
    expect(tipCentsOf({ kind: 'custom' }, 5000, '2.50')).toBe(250);
    expect(tipCentsOf({ kind: 'custom' }, 5000, '')).toBe(0);
    expect(tipCentsOf({ kind: 'none' }, 5000, '2.50')).toBe(0);
  });

  it('never preselects a percent tip above $100, however large the gift (a custom tip may be more)', () => {
    expect(PERCENT_TIP_CAP_CENTS).toBe(10_000);
    expect(tipCentsOf({ kind: 'percent', percent: 15 }, 20_000_000, '')).toBe(10_000); // 15% of $200,000 would be $30,000
    expect(tipCentsOf({ kind: 'percent', percent: 25 }, 100_000 * 100, '')).toBe(10_000);
    expect(tipCentsOf({ kind: 'percent', percent: 15 }, 66_600, '')).toBe(9_990); // under the cap: the percent itself
    expect(tipCentsOf({ kind: 'custom' }, 20_000_000, '500')).toBe(50_000);
  });
});

describe('giftProblem', () => {
  it('says nothing about a preset or an empty custom field', () => {
    expect(giftProblem(3000, { kind: 'preset', dollars: 30 }, '')).toBeNull();
    expect(giftProblem(0, custom, '')).toBeNull();
    expect(giftProblem(0, custom, '   ')).toBeNull();
  });

  it('asks for dollars when the custom amount is not a number, and for cents only past two decimals', () => {
    expect(giftProblem(0, custom, 'abc')).toBe('Please enter an amount in dollars, for example 25 or 25.50');
    expect(giftProblem(2551, custom, '25.505')).toBe('Please enter dollars and cents only, for example 25.50');
  });

  it('holds the gift between $1.00 and $100,000', () => {
    expect(giftProblem(50, custom, '0.50')).toBe('The smallest donation is $1.00');
    expect(giftProblem(99, custom, '0.99')).toBe('The smallest donation is $1.00');
    expect(giftProblem(100, custom, '1')).toBeNull();
    expect(giftProblem(10_000_000, custom, '100000')).toBeNull();
    expect(giftProblem(10_000_001, custom, '100000.01')).toBe(
      'Online gifts are limited to $100,000. Please contact us for larger gifts.',
    );
  });
});

describe('tipProblem', () => {
  const customTip = { kind: 'custom' } as const;

  it('only judges a custom tip that has been typed', () => {
    expect(tipProblem({ kind: 'percent', percent: 25 }, 1250, 5000, '')).toBeNull();
    expect(tipProblem({ kind: 'none' }, 0, 5000, 'abc')).toBeNull();
    expect(tipProblem(customTip, 0, 5000, '')).toBeNull();
  });

  it('asks for dollars, for cents only, and for a tip no larger than the gift', () => {
    expect(tipProblem(customTip, 0, 5000, 'five')).toBe('Please enter a tip in dollars, for example 5 or 0');
    expect(tipProblem(customTip, 123, 5000, '1.234')).toBe('Please enter dollars and cents only, for example 2.50');
    expect(tipProblem(customTip, 5001, 5000, '50.01')).toBe('The tip cannot be larger than the donation');
    expect(tipProblem(customTip, 5000, 5000, '50')).toBeNull();
    expect(tipProblem(customTip, 0, 5000, '0')).toBeNull();
  });
});
