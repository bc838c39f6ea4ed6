/** The organizations context's public door. Other contexts import from here only. */
export { OrganizationsModule } from './organizations.module.js';
export { OrganizationRegistry, type RegisteredOrganization } from './application/organization-registry.facade.js';

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
