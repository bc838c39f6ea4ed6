import { DomainError } from '../../../shared-kernel/domain.js';
import { UserErrors } from './user.errors.js';

/** 3 to 50 letters, digits, dots, dashes or underscores. */
const USERNAME = /^[A-Za-z0-9._-]{3,50}$/;

export const INVALID_USERNAME_MESSAGE = 'Username must be 3 to 50 characters: letters, numbers, dots, dashes or underscores';

/** The username rule, also the HTTP edge's shape check (same rule, same message as Username.of). */
export function isUsername(value: unknown): value is string {
  return typeof value === 'string' && USERNAME.test(value);
}

/** A member's sign-in name (unique on the platform regardless of case: the repository checks). */
export class Username {
  private constructor(readonly value: string) {}

  /** Trims; refuses a blank name (required at sign-up) and one outside the rule. */
  static of(text: string): Username {
    const value = text.trim();
    if (!value) throw UserErrors.missingRequired('username');
    if (!isUsername(value)) throw DomainError.validation('username', INVALID_USERNAME_MESSAGE, 'invalid_username');
    return new Username(value);
  }
}
