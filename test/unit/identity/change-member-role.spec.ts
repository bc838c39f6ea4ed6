import { describe, expect, it } from '@jest/globals';
import { ChangeMemberRole } from '../../../src/modules/identity/application/change-member-role.use-case.js';
import { AdminRoleGranted, AdminRoleRevoked } from '../../../src/modules/identity/domain/user.events.js';
import { EmailAddress } from '../../../src/shared-kernel/domain/email-address.js';
import { Username } from '../../../src/modules/identity/domain/username.value-object.js';
import { asyncRefusal, member } from './fixtures.js';
import { directUnitOfWork, MemoryUserRepository } from './memory-user.repository.js';

const now = new Date('2026-11-24T09:00:00Z');

function setUp() {
  const first = member({ username: Username.of('ruth'), email: EmailAddress.of('ruth@example.org', 'email', 'x') }, { administrator: true });
  const martha = member({ username: Username.of('martha'), email: EmailAddress.of('martha@example.org', 'email', 'x') });
  const users = new MemoryUserRepository();
  users.add(first, martha);
  const roles = new ChangeMemberRole(users, directUnitOfWork, { now: () => now });
  return { first, martha, users, roles };
}

describe('ChangeMemberRole', () => {
  it('an administrator makes a member an administrator; the change is saved with its event', async () => {
    const { first, martha, users, roles } = setUp();
    await expect(roles.execute({ userId: martha.id, isAdmin: true, by: first.id })).resolves.toEqual({
      id: martha.id,
      username: 'martha',
      isAdmin: true,
    });
    expect(users.rows.get(martha.id)?.isAdmin).toBe(true);
    expect(users.saved[0]!.pullEvents()).toStrictEqual([new AdminRoleGranted(martha.id, 'martha', first.id, now)]);
  });

  it('never one\'s own role, never the last administrator\'s', async () => {
    const { first, martha, users, roles } = setUp();
    const own = await asyncRefusal(roles.execute({ userId: first.id, isAdmin: false, by: first.id }));
    expect(own.message).toBe('You cannot remove your own administrator role.');

    await roles.execute({ userId: martha.id, isAdmin: true, by: first.id });
    await roles.execute({ userId: first.id, isAdmin: false, by: martha.id });
    expect(users.rows.get(first.id)?.isAdmin).toBe(false);
    expect(users.saved[1]!.pullEvents()).toStrictEqual([new AdminRoleRevoked(first.id, 'ruth', martha.id, now)]);

    // Martha is the last administrator now; a stale session of Ruth's cannot demote her.
    const last = await asyncRefusal(roles.execute({ userId: martha.id, isAdmin: false, by: first.id }));
    expect(last.message).toBe('The platform needs at least one administrator.');
    expect(users.rows.get(martha.id)?.isAdmin).toBe(true);
  });

  it('an unknown id is User not found (a malformed one never gets here: the edge answers 400, path-ids e2e)', async () => {
    const { first, roles } = setUp();
    const error = await asyncRefusal(roles.execute({ userId: '00000000-0000-4000-8000-000000000000', isAdmin: true, by: first.id }));
    expect(error.kind).toBe('not_found');
    expect(error.message).toBe('User not found');
  });
});
