import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * Small helpers for this context's request DTOs. class-validator checks a field's decorators from
 * the bottom up and reports the first that fails (stopAtFirstError), so each DTO puts the check
 * that comes first (the type, or "required") nearest the field.
 */

/** A rule of the domain used at the edge: the field passes when `test` holds, else `message`. */
export function Satisfies(name: string, test: (value: unknown) => boolean, message: string): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: (value: unknown) => test(value) } }, { message });
}

/** Text fields arrive trimmed; other values are left for the type checks to refuse. */
export const Trimmed = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
