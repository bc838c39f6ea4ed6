import { describe, expect, it } from '@jest/globals';
import { User } from '../../../src/modules/identity/domain/user.aggregate.js';
import { isValidPhone } from '../../../src/modules/identity/domain/user-rules.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';

const now = new Date('2026-11-22T10:00:00Z');
const valid = {
  username: 'grace_h',
  email: 'Grace@Example.org',
  passwordHash: 'hash',
  firstName: ' Grace ',
  lastName: 'Hopper',
  phone: '(615) 555-0142',
};

function refusal(work: () => unknown): DomainError {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('User', () => {
  it('registers with a normalised email and records UserRegistered', () => {
    const user = User.register(valid, now);
    expect(user.email).toBe('grace@example.org');
    expect(user.firstName).toBe('Grace');
    expect(user.isAdmin).toBe(false);
    expect(user.pullEvents()).toEqual([
      expect.objectContaining({ type: 'UserRegistered', userId: user.id, username: 'grace_h' }),
    ]);
    expect(user.pullEvents()).toEqual([]);
  });

  it("applies the spec's phone rule", () => {
    expect(isValidPhone('+1 (615) 555-0142')).toBe(true);
    expect(isValidPhone('1234567890123456')).toBe(true); // 16 digits
    expect(isValidPhone('12345678901234567')).toBe(false); // 17 digits
    expect(isValidPhone('0615 555 0142')).toBe(false); // starts with 0
    expect(isValidPhone('phone')).toBe(false);
    expect(refusal(() => User.register({ ...valid, phone: '0123' }, now)).message).toBe('Please enter a valid phone number');
  });

  it('requires username, password and phone with the spec message', () => {
    for (const missing of [{ username: ' ' }, { passwordHash: '' }, { phone: '' }]) {
      expect(refusal(() => User.register({ ...valid, ...missing }, now)).message).toBe(
        'Username, password, and phone number are required',
      );
    }
  });

  it('refuses an invalid email', () => {
    expect(refusal(() => User.register({ ...valid, email: 'not-an-email' }, now)).message).toBe(
      'Please enter a valid email address',
    );
  });

  it('updates only the given profile fields and blanks become empty', () => {
    const user = User.register(valid, now);
    const later = new Date('2026-11-23T10:00:00Z');
    user.updateProfile({ bio: 'Deacon at Grace Chapel', location: '  ' }, later);
    expect(user.bio).toBe('Deacon at Grace Chapel');
    expect(user.location).toBeNull();
    expect(user.firstName).toBe('Grace');
    expect(user.updatedAt).toEqual(later);
  });

  it('an admin cannot remove their own role', () => {
    const user = User.register(valid, now);
    user.grantAdmin(now);
    expect(refusal(() => user.revokeAdmin(user.id, now)).code).toBe('cannot_revoke_own_admin');
    user.revokeAdmin('someone-else', now);
    expect(user.isAdmin).toBe(false);
  });
});
