/**
 * The identity context's public door. Other contexts import from here only.
 */
export { IdentityModule } from './identity.module.js';
export { IdentityDirectory, type MemberCard } from './application/identity-directory.js';
export { EnsureAdminAccount, type AdminAccount } from './application/ensure-admin-account.use-case.js';
export { RegisterUser, type RegisterUserCommand } from './application/register-user.use-case.js';
export { IdentityMigration20261122000100 } from './adapters/persistence/migrations/20261122000100-identity.migration.js';
export { IdentityAdminSearchMigration20261122000800 } from './adapters/persistence/migrations/20261122000800-identity-admin-search.migration.js';
export { MemberAdministration, type MemberListItem } from './application/member-administration.js';

/** Published when an account is created. */
export interface UserRegisteredV1 {
  userId: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  registeredAt: string;
}

declare module '../../shared-kernel/application/integration-events.js' {
  interface IntegrationEventMap {
    'identity.user-registered.v1': UserRegisteredV1;
    /** An administrator granted or removed the administrator role. */
    'identity.member-role-changed.v1': { userId: string; username: string; isAdmin: boolean; changedBy: string; changedAt: string };
  }
}
