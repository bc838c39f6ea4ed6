import { DomainError } from '../../../shared-kernel/domain.js';
import { COMMON_PASSWORDS } from './common-passwords.data.js';
import { UserErrors } from './user.errors.js';

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Please choose another one.';

const common = new Set(COMMON_PASSWORDS);

/**
 * A password anyone would try first: one of the most common passwords (in any case), only
 * whitespace, or one character repeated ("aaaaaaaa", "        ").
 */
export function isCommonPassword(password: string): boolean {
  if (password.trim() === '') return true;
  if ([...password].every((c) => c === password[0])) return true;
  return common.has(password.toLowerCase()) || common.has(password.trim().toLowerCase());
}

/**
 * What a new password must be: present, 8 to 256 characters (taken as typed, never trimmed), and
 * not a common one (isCommonPassword).
 * Checked before it is hashed; only the hash is kept.
 */
export const PasswordPolicy = {
  check(password: string): void {
    if (!password) throw UserErrors.missingRequired('password');
    if (password.length < PASSWORD_MIN_LENGTH) {
      throw DomainError.validation('password', PASSWORD_TOO_SHORT_MESSAGE, 'weak_password');
    }
    if (password.length > PASSWORD_MAX_LENGTH) {
      throw DomainError.validation('password', PASSWORD_TOO_LONG_MESSAGE, 'password_too_long');
    }
    if (isCommonPassword(password)) {
      throw DomainError.validation('password', PASSWORD_TOO_COMMON_MESSAGE, 'common_password');
    }
  },
};
