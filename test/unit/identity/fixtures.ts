import { EmailAddress } from '../../../src/shared-kernel/domain/email-address.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';
import { PhoneNumber } from '../../../src/modules/identity/domain/phone-number.value-object.js';
import { type Registration, User } from '../../../src/modules/identity/domain/user.aggregate.js';
import { Username } from '../../../src/modules/identity/domain/username.value-object.js';

export const registeredAt = new Date('2026-11-22T10:00:00Z');

export function registration(overrides: Partial<Registration> = {}): Registration {
  return {
    username: Username.of('grace_h'),
    email: EmailAddress.of('Grace@Example.org', 'email', 'Please enter a valid email address'),
    passwordHash: 'hash',
    phone: PhoneNumber.of('(615) 555-0142'),
    firstName: ' Grace ',
    lastName: 'Hopper',
    ...overrides,
  };
}

/** A registered member whose registration event was already taken. */
export function member(overrides: Partial<Registration> = {}, options: { administrator?: boolean } = {}): User {
  const user = User.register(registration(overrides), registeredAt, options);
  user.pullEvents();
  return user;
}

/** The DomainError the work throws (fails the test when it throws nothing). */
export function refusal(work: () => unknown): DomainError {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

export async function asyncRefusal(work: Promise<unknown>): Promise<DomainError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
