import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/** Text fields arrive trimmed; other values are left for the type checks to refuse. */
export const Trimmed = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Blank optional text is no value. */
export const BlankAsNull = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value));

/** A rule of the domain used at the edge: the field passes when `test` holds, else `message`. */
export function Satisfies(name: string, test: (value: unknown) => boolean, message: string): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: (value: unknown) => test(value) } }, { message });
}
