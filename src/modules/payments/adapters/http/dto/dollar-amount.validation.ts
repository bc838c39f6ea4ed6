import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { Money } from '../../../../../shared-kernel/domain.js';

/**
 * A dollar amount as the checkout sends it, a number (57.5) or a decimal string ("57.50"),
 * becomes Money before validation; anything else is left as it came, so the rule refuses it.
 */
export function ParseDollars(options: { missingIsZero?: boolean } = {}): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (options.missingIsZero && (value === null || value === '')) return Money.zero;
    return Money.parseDollars(value) ?? value;
  });
}

/** The value was parsed into Money (see ParseDollars) and obeys the rule. */
export function IsDollarAmount(rule: (amount: Money) => boolean, options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isDollarAmount', validator: { validate: (value: unknown) => value instanceof Money && rule(value) } }, options);
}
