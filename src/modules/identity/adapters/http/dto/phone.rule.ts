import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isValidPhone } from '../../../domain/user-rules.js';

@ValidatorConstraint({ name: 'phone' })
export class PhoneRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && (value.trim() === '' || isValidPhone(value));
  }

  defaultMessage(): string {
    return 'Please enter a valid phone number';
  }
}
