import { DomainError } from '../../../shared-kernel/domain.js';

/** Every refusal of the identity context, with the spec's texts where it has them. */
export const UserErrors = {
  missingRequired: () =>
    new DomainError('missing_information', 'Username, password, and phone number are required', 'validation'),
  invalidPhone: () => DomainError.validation('phone', 'Please enter a valid phone number', 'invalid_phone'),
  invalidEmail: () => DomainError.validation('email', 'Please enter a valid email address', 'invalid_email'),
  invalidUsername: () =>
    DomainError.validation(
      'username',
      'Username must be 3 to 50 characters: letters, numbers, dots, dashes or underscores',
      'invalid_username',
    ),
  weakPassword: () => DomainError.validation('password', 'Password must be at least 8 characters', 'weak_password'),
  usernameTaken: () => DomainError.conflict('username_taken', 'That username is already taken. Please choose another.', 'username'),
  emailTaken: () =>
    DomainError.conflict('email_taken', 'An account with that email already exists. Try signing in instead.', 'email'),
  invalidCredentials: () => new DomainError('invalid_credentials', 'Invalid username or password', 'unauthenticated'),
  tooManyAttempts: () =>
    new DomainError(
      'too_many_attempts',
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      'rate_limited',
    ),
  notFound: () => DomainError.notFound('user_not_found', 'User not found'),
  cannotRevokeOwnAdmin: () =>
    new DomainError('cannot_revoke_own_admin', 'You cannot remove your own administrator role.', 'rule_violation'),
  lastAdmin: () =>
    new DomainError('last_admin', 'The platform needs at least one administrator.', 'rule_violation'),
};
