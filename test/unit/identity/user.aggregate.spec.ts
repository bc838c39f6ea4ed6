import { describe, expect, it } from '@jest/globals';
import { PhoneNumber } from '../../../src/modules/identity/domain/phone-number.value-object.js';
import { ProfileImage } from '../../../src/modules/identity/domain/profile-image.value-object.js';
import { User } from '../../../src/modules/identity/domain/user.aggregate.js';
import {
  AdminRoleGranted,
  AdminRoleRevoked,
  ProfileUpdated,
  UserRegistered,
} from '../../../src/modules/identity/domain/user.events.js';
import { member, refusal, registeredAt, registration } from './fixtures.js';

const later = new Date('2026-11-23T10:00:00Z');

describe('User', () => {
  describe('register', () => {
    it('keeps a lower-cased email, trimmed names, no admin role, and records UserRegistered once', () => {
      const user = User.register(registration(), registeredAt);
      expect(user.email).toBe('grace@example.org');
      expect(user.username).toBe('grace_h');
      expect(user.firstName).toBe('Grace');
      expect(user.phone).toBe('(615) 555-0142');
      expect(user.isAdmin).toBe(false);
      expect(user.createdAt).toEqual(registeredAt);
      const events = user.pullEvents();
      expect(events).toStrictEqual([new UserRegistered(user.id, 'grace_h', 'grace@example.org', 'Grace', 'Hopper', registeredAt)]);
      expect(events[0]).toBeInstanceOf(UserRegistered);
      expect(user.pullEvents()).toEqual([]);
    });

    it('blank names are no names; too long a name is refused with its message', () => {
      const user = User.register(registration({ firstName: '   ', lastName: null }), registeredAt);
      expect(user.firstName).toBeNull();
      expect(user.lastName).toBeNull();
      const error = refusal(() => User.register(registration({ lastName: 'x'.repeat(101) }), registeredAt));
      expect(error.message).toBe('Last name must be at most 100 characters');
      expect(error.fieldErrors).toEqual({ lastName: ['Last name must be at most 100 characters'] });
    });

    it('needs a password hash', () => {
      expect(refusal(() => User.register(registration({ passwordHash: '' }), registeredAt)).message).toBe(
        'Username, password, and phone number are required',
      );
    });

    it("the configured administrator is registered as one, with no role-change event for the audit trail", () => {
      const user = User.register(registration(), registeredAt, { administrator: true });
      expect(user.isAdmin).toBe(true);
      expect(user.pullEvents().map((e) => e.constructor)).toEqual([UserRegistered]);
    });
  });

  describe('updateProfile', () => {
    it('changes only the given fields, clears blanks, and records which fields changed', () => {
      const user = member();
      user.updateProfile(
        {
          bio: 'Deacon at Grace Chapel',
          location: '  ',
          phone: PhoneNumber.of('+1 615 555 0199'),
          profileImage: ProfileImage.of('/uploads/grace.png'),
          firstName: 'Grace', // unchanged
        },
        later,
      );
      expect(user.bio).toBe('Deacon at Grace Chapel');
      expect(user.location).toBeNull();
      expect(user.phone).toBe('+1 615 555 0199');
      expect(user.profileImageUrl).toBe('/uploads/grace.png');
      expect(user.firstName).toBe('Grace');
      expect(user.lastName).toBe('Hopper');
      expect(user.updatedAt).toEqual(later);
      expect(user.pullEvents()).toStrictEqual([new ProfileUpdated(user.id, ['bio', 'phone', 'profileImageUrl'], later)]);
    });

    it('null clears a field; nothing changed records nothing', () => {
      const user = member();
      user.updateProfile({ phone: null, profileImage: null }, later);
      expect(user.phone).toBeNull();
      expect(user.pullEvents()).toStrictEqual([new ProfileUpdated(user.id, ['phone'], later)]);
      user.updateProfile({ phone: null, lastName: 'Hopper' }, later);
      expect(user.pullEvents()).toEqual([]);
    });

    it('checks every field before changing any', () => {
      const user = member();
      const error = refusal(() => user.updateProfile({ bio: 'new bio', location: 'x'.repeat(201) }, later));
      expect(error.message).toBe('Location must be at most 200 characters');
      expect(user.bio).toBeNull();
      expect(user.updatedAt).toEqual(registeredAt);
      expect(user.pullEvents()).toEqual([]);
    });
  });

  describe('administrator role', () => {
    it('an administrator grants the role, recorded with who and when; granting again changes nothing', () => {
      const user = member();
      user.grantAdmin('admin-1', later);
      expect(user.isAdmin).toBe(true);
      expect(user.updatedAt).toEqual(later);
      expect(user.pullEvents()).toStrictEqual([new AdminRoleGranted(user.id, 'grace_h', 'admin-1', later)]);
      user.grantAdmin('admin-2', later);
      expect(user.pullEvents()).toEqual([]);
    });

    it('another administrator revokes it while others remain, recorded with who and when', () => {
      const user = member({}, { administrator: true });
      user.revokeAdmin('admin-1', later, 2);
      expect(user.isAdmin).toBe(false);
      expect(user.pullEvents()).toStrictEqual([new AdminRoleRevoked(user.id, 'grace_h', 'admin-1', later)]);
    });

    it('an administrator cannot remove their own role, even when others remain', () => {
      const user = member({}, { administrator: true });
      const error = refusal(() => user.revokeAdmin(user.id, later, 5));
      expect(error.message).toBe('You cannot remove your own administrator role.');
      expect(error.kind).toBe('rule_violation');
      expect(user.isAdmin).toBe(true);
      expect(user.pullEvents()).toEqual([]);
    });

    it("the last administrator keeps the role (and one's own role is refused first)", () => {
      const user = member({}, { administrator: true });
      const error = refusal(() => user.revokeAdmin('admin-1', later, 1));
      expect(error.message).toBe('The platform needs at least one administrator.');
      expect(error.code).toBe('last_admin');
      expect(user.isAdmin).toBe(true);
      expect(refusal(() => user.revokeAdmin(user.id, later, 1)).code).toBe('cannot_revoke_own_admin');
    });

    it('revoking from a member who is not an administrator changes and records nothing', () => {
      const user = member();
      user.revokeAdmin('admin-1', later, 1);
      expect(user.isAdmin).toBe(false);
      expect(user.pullEvents()).toEqual([]);
    });

    it('the configuration makes an existing account an administrator without an event', () => {
      const user = member();
      user.grantAdminByConfiguration(later);
      expect(user.isAdmin).toBe(true);
      expect(user.pullEvents()).toEqual([]);
    });
  });

  it('changes the password hash', () => {
    const user = member();
    user.changePassword('new-hash', later);
    expect(user.passwordHash).toBe('new-hash');
    expect(user.updatedAt).toEqual(later);
  });

  it('restores from its state and hands out copies, so nothing outside changes it', () => {
    const user = member();
    const state = user.toState();
    state.isAdmin = true;
    state.bio = 'written from outside';
    expect(user.isAdmin).toBe(false);
    expect(user.bio).toBeNull();
    const restored = User.restore(user.toState());
    expect(restored.toState()).toEqual(user.toState());
    expect(restored.pullEvents()).toEqual([]);
  });
});
