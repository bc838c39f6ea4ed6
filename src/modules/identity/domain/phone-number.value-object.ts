import { DomainError } from '../../../shared-kernel/domain.js';
import { UserErrors } from './user.errors.js';

export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';

/** Spaces, dashes and parentheses are only how people write a number. */
function compact(text: string): string {
  return text.replace(/[\s\-()]/g, '');
}

/**
 * The spec's phone rule: with spaces, dashes and parentheses removed, an optional plus, a
 * non-zero first digit and at most 16 digits in all. Also the HTTP edge's shape check.
 */
export function isPhoneNumber(value: unknown): value is string {
  return typeof value === 'string' && /^\+?[1-9]\d{1,15}$/.test(compact(value));
}

/** A member's phone number, kept as they wrote it (trimmed). */
export class PhoneNumber {
  private constructor(readonly value: string) {}

  /** Refuses a blank number (required at sign-up) and one outside the rule. */
  static of(text: string): PhoneNumber {
    const value = text.trim();
    if (!value) throw UserErrors.missingRequired('phone');
    if (!isPhoneNumber(value)) throw DomainError.validation('phone', INVALID_PHONE_MESSAGE, 'invalid_phone');
    return new PhoneNumber(value);
  }
}
