import { DomainError } from '../../../shared-kernel/domain.js';
import { UserErrors } from './user.errors.js';

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/**
 * What a new password must be: present, 8 to 256 characters (taken as typed, never trimmed).
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
  },
};
