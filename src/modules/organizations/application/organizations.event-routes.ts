import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOMAIN_EVENT_ROUTES, type DomainEventRoutes } from '../../../shared-kernel/application.js';
import { OrganizationMemberInvited, OrganizationRegistered } from '../domain/organization.events.js';

/** What the organizations context's domain events cause: the integration events other contexts hear. */
@Injectable()
export class OrganizationsEventRoutes implements OnModuleInit {
  constructor(@Inject(DOMAIN_EVENT_ROUTES) private readonly routes: DomainEventRoutes) {}

  onModuleInit(): void {
    this.routes.publishAs(OrganizationRegistered, 'organizations.organization-registered.v1', (e) => ({
      organizationId: e.organizationId,
      name: e.name,
      registeredBy: e.registeredBy,
      registeredAt: e.occurredAt.toISOString(),
    }));
    this.routes.publishAs(OrganizationMemberInvited, 'organizations.member-invited.v1', (e) => ({
      organizationId: e.organizationId,
      organizationName: e.organizationName,
      email: e.email,
      role: e.role,
      invitedBy: e.invitedBy,
      joinPath: `/o/${encodeURIComponent(e.organizationSlug)}/join?invitation=${encodeURIComponent(e.secret)}`,
      expiresAt: e.expiresAt.toISOString(),
      invitedAt: e.occurredAt.toISOString(),
    }));
  }
}
