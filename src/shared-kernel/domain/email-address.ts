import { DomainError } from './domain-error.js';

/**
 * Something, an @, a domain with a dot. None of the characters that separate or quote addresses in a mail header
 * (`, ; : < > " ( ) [ ] \`): unquoted they cannot be part of an address, so `postmaster,ann@example.org` is two
 * recipients to a mail server, not one address.
 */
const PATTERN = /^[^\s@,;:<>"()[\]\\]+@[^\s@,;:<>"()[\]\\]+\.[^\s@,;:<>"()[\]\\]+$/;
export const MAX_EMAIL_LENGTH = 254;

/** One rule for what an email address is, everywhere on the platform. */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && PATTERN.test(value);
}

/** An email address, trimmed and checked; compared case-insensitively. */
export class EmailAddress {
  private constructor(readonly value: string) {}

  /** Null when the text is not an email address. */
  static parse(text: string): EmailAddress | null {
    const value = text.trim();
    return isEmailAddress(value) ? new EmailAddress(value) : null;
  }

  /** Throws a validation error with the caller's message (the spec's text for that form). */
  static of(text: string, field: string, message: string): EmailAddress {
    const email = EmailAddress.parse(text);
    if (!email) throw DomainError.validation(field, message, 'invalid_email');
    return email;
  }

  get normalized(): string {
    return this.value.toLowerCase();
  }

  equals(other: EmailAddress): boolean {
    return this.normalized === other.normalized;
  }

  toString(): string {
    return this.value;
  }
}
