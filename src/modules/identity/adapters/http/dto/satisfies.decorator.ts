import { ValidateBy } from 'class-validator';

/**
 * A class-validator check backed by a rule of the domain (the same function the value object
 * uses), answering with the domain's message: the rule and its text are written once.
 */
export function Satisfies(name: string, rule: (value: unknown) => boolean, message: string): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: (value: unknown) => rule(value) } }, { message });
}
