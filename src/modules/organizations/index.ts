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

declare module '../../shared-kernel/application/integration-events.js' {
  interface IntegrationEventMap {
    'organizations.organization-registered.v1': OrganizationRegisteredV1;
  }
}
