import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOMAIN_EVENT_ROUTES, type DomainEventRoutes } from '../../../shared-kernel/application.js';
import { AdminRoleGranted, AdminRoleRevoked, UserRegistered } from '../domain/user.events.js';

/** What identity's domain events cause: the integration events other contexts hear. */
@Injectable()
export class IdentityEventRoutes implements OnModuleInit {
  constructor(@Inject(DOMAIN_EVENT_ROUTES) private readonly routes: DomainEventRoutes) {}

  onModuleInit(): void {
    this.routes.publishAs(UserRegistered, 'identity.user-registered.v1', (e) => ({
      userId: e.userId,
      username: e.username,
      email: e.email,
      firstName: e.firstName,
      lastName: e.lastName,
      registeredAt: e.occurredAt.toISOString(),
    }));
    this.routes.publishAs(AdminRoleGranted, 'identity.member-role-changed.v1', (e) => ({
      userId: e.userId,
      username: e.username,
      isAdmin: true,
      changedBy: e.by,
      changedAt: e.occurredAt.toISOString(),
    }));
    this.routes.publishAs(AdminRoleRevoked, 'identity.member-role-changed.v1', (e) => ({
      userId: e.userId,
      username: e.username,
      isAdmin: false,
      changedBy: e.by,
      changedAt: e.occurredAt.toISOString(),
    }));
  }
}
