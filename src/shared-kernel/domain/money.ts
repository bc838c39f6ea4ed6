import { DomainError } from './domain-error.js';

/**
 * An amount of US dollars held as integer cents. Dollars exist only at the edges:
 * parsing what a person typed and formatting what a person reads.
 */
export class Money {
  private constructor(readonly cents: number) {}

  static readonly zero = new Money(0);

  static ofCents(cents: number | bigint | string): Money {
    const value = typeof cents === 'number' ? cents : Number(cents);
    if (!Number.isSafeInteger(value)) {
      throw new DomainError('invalid_amount', 'Amount must be a whole number of cents', 'validation');
    }
    return new Money(value);
  }

  /**
   * Parses a dollar amount as it arrives in JSON: a number (25, 25.5, -3) or a plain decimal string
   * ("25", "25.50"). Nothing ambiguous is guessed at: no "$", no thousands or decimal commas ("5,00"
   * is not $500), no surrounding spaces, no leading zeros, no sign in a string, at most two decimal
   * places. Returns null otherwise (see DOLLARS_FORMAT).
   */
  static parseDollars(input: unknown): Money | null {
    let text: string;
    let negative = false;
    if (typeof input === 'number') {
      if (!Number.isFinite(input)) return null;
      negative = input < 0;
      // 0.1 + 0.2 (0.30000000000000004) is the 30 cents it means; 1.005 has a real third place.
      text = Math.abs(input).toFixed(10).replace(/0+$/, '').replace(/\.$/, '');
    } else if (typeof input === 'string') {
      text = input;
    } else {
      return null;
    }
    const match = DOLLARS_FORMAT.exec(text);
    if (!match) return null;
    const [, whole, fraction = ''] = match;
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (!Number.isSafeInteger(cents)) return null;
    return new Money(negative ? -cents : cents);
  }

  get dollars(): number {
    return this.cents / 100;
  }

  isPositive(): boolean {
    return this.cents > 0;
  }

  plus(other: Money): Money {
    return new Money(this.cents + other.cents);
  }

  minus(other: Money): Money {
    return new Money(this.cents - other.cents);
  }

  /** Rounds half away from zero to the cent. */
  percent(percent: number): Money {
    return new Money(Math.round((this.cents * percent) / 100));
  }

  equals(other: Money): boolean {
    return this.cents === other.cents;
  }

  /** "$1,234.56" */
  format(): string {
    return formatUsd(this.cents);
  }

  /** "1234.56": a decimal string for JSON fields the spec gives as strings. */
  toDecimalString(): string {
    const sign = this.cents < 0 ? '-' : '';
    const abs = Math.abs(this.cents);
    return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  }
}

/** Dollars as text: 0 or a whole number without leading zeros, then at most two decimal places. */
export const DOLLARS_FORMAT = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
