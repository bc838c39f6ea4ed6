import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { Money } from '../../../../../shared-kernel/domain.js';

/**
 * A dollar amount as the checkout sends it, a JSON number (57.5) or a plain decimal string ("57.50"),
 * becomes Money before validation; anything else ("5,00", "$5", " 7 ", "0012", "12.345") is left as it
 * came, so the rule refuses it with the format message.
 */
export function ParseDollars(options: { missingIsZero?: boolean } = {}): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (options.missingIsZero && (value === null || value === '')) return Money.zero;
    return Money.parseDollars(value) ?? value;
  });
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The value was parsed into Money (see ParseDollars) and obeys the rule. A value that is there but
 * is not a plain amount of dollars is told `formatMessage`; a missing one or one breaking the rule,
 * `ruleMessage`.
 */
export function IsDollarAmount(rule: (amount: Money) => boolean, messages: { ruleMessage: string; formatMessage: string }): PropertyDecorator {
  return ValidateBy(
    { name: 'isDollarAmount', validator: { validate: (value: unknown) => value instanceof Money && rule(value) } },
    { message: ({ value }) => (value instanceof Money || isMissing(value) ? messages.ruleMessage : messages.formatMessage) },
  );
}
