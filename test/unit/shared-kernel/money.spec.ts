import { describe, expect, it } from '@jest/globals';
import { Money, formatUsd } from '../../../src/shared-kernel/domain/money.js';

describe('Money', () => {
  it('parses what people type into whole cents', () => {
    expect(Money.parseDollars('25')?.cents).toBe(2500);
    expect(Money.parseDollars('25.5')?.cents).toBe(2550);
    expect(Money.parseDollars('1250.05')?.cents).toBe(125005);
    expect(Money.parseDollars('0.07')?.cents).toBe(7);
    expect(Money.parseDollars(-3)?.cents).toBe(-300); // a number below zero is for the rules to refuse
    expect(Money.parseDollars(19.99)?.cents).toBe(1999);
    // A float computed in a browser (0.1 + 0.2 = 0.30000000000000004) is the cent amount it means...
    expect(Money.parseDollars(0.1 + 0.2)?.cents).toBe(30);
    // ...but a real third decimal is refused, not rounded.
    expect(Money.parseDollars(1.005)).toBeNull();
  });

  it('refuses what is not an amount of dollars', () => {
    for (const bad of ['', 'abc', '1.234', '1e3', null, undefined, {}, Number.NaN, Infinity]) {
      expect(Money.parseDollars(bad)).toBeNull();
    }
  });

  it.each(['5,00', '1,250.05', '$5', ' 7 ', '7 ', '0000000012', '012', '-5', '+5', '5.', '.5', '12.345', '0.999', '5.0.0', '1_000'])(
    'refuses the ambiguous dollar text %p instead of guessing',
    (text) => {
      expect(Money.parseDollars(text)).toBeNull();
    },
  );

  it('refuses a JSON number with more than two decimal places', () => {
    expect(Money.parseDollars(0.999)).toBeNull();
    expect(Money.parseDollars(12.345)).toBeNull();
    expect(Money.parseDollars(5)?.cents).toBe(500);
  });

  it('adds and takes percentages without floating-point drift', () => {
    const gift = Money.parseDollars('50')!;
    expect(gift.percent(15).cents).toBe(750);
    expect(Money.parseDollars('33.33')!.percent(15).cents).toBe(500); // 499.95 rounds to 500
    let total = Money.zero;
    for (let i = 0; i < 10; i++) total = total.plus(Money.parseDollars('0.10')!);
    expect(total.cents).toBe(100);
  });

  it('formats as US dollars with two decimals', () => {
    expect(Money.ofCents(123456).format()).toBe('$1,234.56');
    expect(formatUsd(5)).toBe('$0.05');
    expect(Money.ofCents(2900).toDecimalString()).toBe('29.00');
  });
});
