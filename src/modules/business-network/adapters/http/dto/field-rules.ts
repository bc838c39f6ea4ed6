import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidateIf } from 'class-validator';

/** A field's checks, run in the order listed: the first that fails gives the field its message. */
export function Checks(...checks: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...checks);
}

/** A rule of the domain used at the edge: the field passes when `test` holds, else `message`. */
export function Satisfies(name: string, test: (value: unknown) => boolean, message: string): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: (value: unknown) => test(value) } }, { message });
}

/** Checked only when sent (an update's fields); unlike IsOptional, a null is checked. */
export const IfSent = (): PropertyDecorator => ValidateIf((_: object, value: unknown) => value !== undefined);

/** Text fields arrive trimmed; other values are left for the type checks to refuse. */
export const Trimmed = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
