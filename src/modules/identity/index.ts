/**
 * The identity context's public door. Other contexts import from here only.
 */
export { IdentityModule } from './identity.module.js';
export { IdentityDirectory, type MemberCard } from './application/identity-directory.facade.js';
export { EnsureAdminAccount, type AdminAccount } from './application/ensure-admin-account.use-case.js';
export { RegisterUser, type RegisterUserCommand } from './application/register-user.use-case.js';
export { MemberAdministration, type MemberListItem, type MemberSearch } from './application/member-administration.facade.js';
export { ApiKeys } from './application/api-keys.service.js';

/** Published when an account is created. */
export interface UserRegisteredV1 {
  userId: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  registeredAt: string;
}

/** Published when an administrator (changedBy) grants or removes the administrator role. */
export interface MemberRoleChangedV1 {
  userId: string;
  username: string;
  isAdmin: boolean;
  changedBy: string;
  changedAt: string;
}

/** A member asked to reset a forgotten password. resetUrlPath is `/reset-password?token=<raw token>` (identity keeps only its hash). */
export interface PasswordResetRequestedV1 {
  userId: string;
  email: string;
  username: string;
  /** For the greeting (absent from events published before it was carried). */
  firstName?: string | null;
  resetUrlPath: string;
  expiresAt: string;
}

/** A member's address needs verifying (also right after sign-up, so the welcome mail carries the link). */
export interface EmailVerificationRequestedV1 {
  userId: string;
  email: string;
  username: string;
  /** For the greeting (absent from events published before it was carried). */
  firstName?: string | null;
  verifyUrlPath: string;
  expiresAt: string;
}

/** A member's password was changed (by them, or through a reset link). */
export interface PasswordChangedV1 {
  userId: string;
  email: string;
  username: string;
  /** For the greeting (absent from events published before it was carried). */
  firstName?: string | null;
  changedAt: string;
}

/**
 * A member closed their account: other contexts erase what they keep about them, and stop what they charged
 * (monthly gifts, memberships). `email` and `firstName` are what the account had, for the last messages the member
 * is owed (the confirmation, the notices of what stopped): identity no longer has them. Outbox rows are deleted
 * after OUTBOX_RETENTION_DAYS.
 */
export interface AccountClosedV1 {
  userId: string;
  closedAt: string;
  email: string;
  firstName: string | null;
}

declare module '../../shared-kernel/application/integration-events.js' {
  interface IntegrationEventMap {
    'identity.user-registered.v1': UserRegisteredV1;
    'identity.member-role-changed.v1': MemberRoleChangedV1;
    'identity.password-reset-requested.v1': PasswordResetRequestedV1;
    'identity.email-verification-requested.v1': EmailVerificationRequestedV1;
    'identity.password-changed.v1': PasswordChangedV1;
    'identity.account-closed.v1': AccountClosedV1;
  }
}
