import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOMAIN_EVENT_ROUTES, type DomainEventRoutes } from '../../../shared-kernel/application.js';
import {
  AccountClosed,
  AdminRoleGranted,
  AdminRoleRevoked,
  EmailVerificationRequested,
  PasswordChanged,
  PasswordResetRequested,
  UserRegistered,
} from '../domain/user.events.js';

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
    this.routes.publishAs(PasswordResetRequested, 'identity.password-reset-requested.v1', (e) => ({
      userId: e.userId,
      email: e.email,
      username: e.username,
      firstName: e.firstName,
      resetUrlPath: e.resetUrlPath,
      expiresAt: e.expiresAt.toISOString(),
    }));
    this.routes.publishAs(EmailVerificationRequested, 'identity.email-verification-requested.v1', (e) => ({
      userId: e.userId,
      email: e.email,
      username: e.username,
      firstName: e.firstName,
      verifyUrlPath: e.verifyUrlPath,
      expiresAt: e.expiresAt.toISOString(),
    }));
    this.routes.publishAs(PasswordChanged, 'identity.password-changed.v1', (e) => ({
      userId: e.userId,
      email: e.email,
      username: e.username,
      firstName: e.firstName,
      changedAt: e.occurredAt.toISOString(),
    }));
    this.routes.publishAs(AccountClosed, 'identity.account-closed.v1', (e) => ({
      userId: e.userId,
      closedAt: e.occurredAt.toISOString(),
      email: e.formerEmail,
      firstName: e.formerFirstName,
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
