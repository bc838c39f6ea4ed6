import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';

/** An image link a browser may load: our own /uploads/ path or an http(s) URL; never javascript: or data:. */
@ValidatorConstraint({ name: 'safeUrl' })
export class SafeUrlRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || value.length > 2048) return false;
    if (value.startsWith('/') && !value.startsWith('//')) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }

  defaultMessage(): string {
    return 'Please enter a valid image URL';
  }
}
