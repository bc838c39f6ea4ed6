import { DomainError } from '../../../shared-kernel/domain.js';

/** The spec's sign-up text for a missing username, password or phone number. */
export const MISSING_REGISTRATION_FIELD_MESSAGE = 'Username, password, and phone number are required';
/** The spec's text for an email address that is not one (checked by the shared EmailAddress). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * The identity context's refusals that are not a value object's own (those live beside their rule:
 * Username, PasswordPolicy, PhoneNumber, ProfileImage, personal-details rules).
 */
export const UserErrors = {
  missingRequired: (field: 'username' | 'password' | 'phone') =>
    new DomainError('missing_information', MISSING_REGISTRATION_FIELD_MESSAGE, 'validation', {
      [field]: [MISSING_REGISTRATION_FIELD_MESSAGE],
    }),
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
  tooManyRegistrations: () =>
    new DomainError(
      'too_many_registrations',
      'Too many new accounts have been created from this network in the last hour. Please try again later.',
      'rate_limited',
    ),
  notFound: () => DomainError.notFound('user_not_found', 'User not found'),
  /** A session whose account is gone: answered like no session at all. */
  notSignedIn: () => new DomainError('unauthenticated', 'Authentication required', 'unauthenticated'),
  cannotRevokeOwnAdmin: () =>
    new DomainError('cannot_revoke_own_admin', 'You cannot remove your own administrator role.', 'rule_violation'),
  tooManyResetAttempts: () =>
    new DomainError('too_many_reset_attempts', 'Too many attempts to set a password from a link. Please wait 15 minutes and try again.', 'rate_limited'),
  tooManyVerificationRequests: () =>
    new DomainError('too_many_verification_requests', 'Too many verification emails were requested. Please wait an hour and try again.', 'rate_limited'),
  tooManyResetRequests: () =>
    new DomainError(
      'too_many_reset_requests',
      'Too many password reset requests. Please wait an hour and try again.',
      'rate_limited',
    ),
  /** A reset or verification link that was never issued, was used already, or has expired. */
  linkInvalid: (what: 'reset' | 'verification', why: 'unknown' | 'used' | 'expired') =>
    DomainError.validation(
      'token',
      {
        reset: {
          unknown: 'This password reset link is not valid. Please request a new one.',
          used: 'This password reset link has already been used. Please request a new one.',
          expired: 'This password reset link has expired (links last one hour). Please request a new one.',
        },
        verification: {
          unknown: 'This verification link is not valid. Please request a new one from your profile.',
          used: 'This verification link has already been used.',
          expired: 'This verification link has expired. Please request a new one from your profile.',
        },
      }[what][why],
      what === 'reset' ? 'invalid_reset_token' : 'invalid_verification_token',
    ),
  wrongPassword: () => DomainError.validation('currentPassword', 'Your current password is not correct.', 'wrong_password'),
  wrongPasswordToClose: () => DomainError.validation('password', 'Your password is not correct.', 'wrong_password'),
  samePassword: () => DomainError.validation('newPassword', 'Please choose a password different from your current one.', 'same_password'),
  alreadyVerified: () => DomainError.conflict('email_already_verified', 'Your email address is already verified.'),
  lastAdmin: () =>
    new DomainError('last_admin', 'The platform needs at least one administrator.', 'rule_violation'),
};
