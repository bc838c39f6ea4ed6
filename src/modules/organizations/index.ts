/** The organizations context's public door. Other contexts import from here only. */
export { OrganizationsModule } from './organizations.module.js';
export { RegisterOrganization } from './application/register-organization.use-case.js';
export { ManageTeam } from './application/manage-team.use-case.js';
export { ManageFunds } from './application/manage-funds.use-case.js';
export { OrganizationRegistry, type OrganizationForGiving, type RegisteredOrganization } from './application/organization-registry.facade.js';

/** A member registered an organization (church, ministry, nonprofit): it waits for an administrator's verification. */
export interface OrganizationRegisteredV1 {
  organizationId: string;
  name: string;
  registeredBy: string;
  registeredAt: string;
}

/**
 * An organization's admin invited someone without an account to its team by email: `joinPath` (with the link's
 * secret) is theirs alone, sent to `email` only.
 */
export interface MemberInvitedV1 {
  organizationId: string;
  organizationName: string;
  email: string;
  role: string;
  invitedBy: string;
  joinPath: string;
  expiresAt: string;
  invitedAt: string;
}

declare module '../../shared-kernel/application/integration-events.js' {
  interface IntegrationEventMap {
    'organizations.organization-registered.v1': OrganizationRegisteredV1;
    'organizations.member-invited.v1': MemberInvitedV1;
  }
}
