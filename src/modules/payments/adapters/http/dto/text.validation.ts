import { ValidateBy, type ValidationOptions } from 'class-validator';

/** A string with something in it besides spaces. */
export function IsNotBlank(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isNotBlank', validator: { validate: (value: unknown) => typeof value === 'string' && value.trim() !== '' } }, options);
}
