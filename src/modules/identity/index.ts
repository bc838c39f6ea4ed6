/**
 * The identity context's public door. Other contexts import from here only.
 */
export { IdentityModule } from './identity.module.js';
export { IdentityDirectory, type MemberCard } from './application/identity-directory.js';
export { EnsureAdminAccount, type AdminAccount } from './application/ensure-admin-account.use-case.js';
export { RegisterUser, type RegisterUserCommand } from './application/register-user.use-case.js';
export { MemberAdministration, type MemberListItem, type MemberSearch } from './application/member-administration.js';

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

declare module '../../shared-kernel/application/integration-events.js' {
  interface IntegrationEventMap {
    'identity.user-registered.v1': UserRegisteredV1;
    'identity.member-role-changed.v1': MemberRoleChangedV1;
  }
}
