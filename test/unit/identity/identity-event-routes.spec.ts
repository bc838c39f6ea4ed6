import { describe, expect, it } from '@jest/globals';
import { IdentityEventRoutes } from '../../../src/modules/identity/application/identity.event-routes.js';
import { AdminRoleGranted, AdminRoleRevoked, UserRegistered } from '../../../src/modules/identity/domain/user.events.js';
import { DomainEventDispatcher } from '../../../src/shared-kernel/infrastructure/events/domain-event-dispatcher.js';
import type { DomainEvent } from '../../../src/shared-kernel/domain/domain-event.js';

/** Identity's routes registered on the real dispatcher, mapping events the way the unit of work does. */
function recordRoutes() {
  const dispatcher = new DomainEventDispatcher();
  new IdentityEventRoutes(dispatcher).onModuleInit();
  return (event: DomainEvent) => dispatcher.integrationEventsFor(event);
}

const at = new Date('2026-11-24T09:00:00.000Z');

describe('identity event routes', () => {
  const integrationEventsFor = recordRoutes();

  it('a registration is published as identity.user-registered.v1', () => {
    expect(integrationEventsFor(new UserRegistered('u1', 'grace_h', 'grace@example.org', 'Grace', null, at))).toEqual([
      {
        type: 'identity.user-registered.v1',
        payload: { userId: 'u1', username: 'grace_h', email: 'grace@example.org', firstName: 'Grace', lastName: null, registeredAt: '2026-11-24T09:00:00.000Z' },
      },
    ]);
  });

  it('a role granted or revoked is published as identity.member-role-changed.v1 with who and when', () => {
    expect(integrationEventsFor(new AdminRoleGranted('u1', 'grace_h', 'a1', at))).toEqual([
      { type: 'identity.member-role-changed.v1', payload: { userId: 'u1', username: 'grace_h', isAdmin: true, changedBy: 'a1', changedAt: '2026-11-24T09:00:00.000Z' } },
    ]);
    expect(integrationEventsFor(new AdminRoleRevoked('u1', 'grace_h', 'a1', at))).toEqual([
      { type: 'identity.member-role-changed.v1', payload: { userId: 'u1', username: 'grace_h', isAdmin: false, changedBy: 'a1', changedAt: '2026-11-24T09:00:00.000Z' } },
    ]);
  });
});
