import { describe, expect, it } from '@jest/globals';
import { AuthenticateUser } from '../../../src/modules/identity/application/authenticate-user.use-case.js';
import type { LoginThrottle } from '../../../src/modules/identity/application/login-throttle.port.js';
import type { PasswordHasher } from '../../../src/modules/identity/application/password-hasher.port.js';
import type { UserRepository } from '../../../src/modules/identity/domain/user.repository.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';
import { Username } from '../../../src/modules/identity/domain/username.value-object.js';
import { member } from './fixtures.js';

class FakeHasher implements PasswordHasher {
  verifications = 0;
  async hash(password: string) {
    return `hashed:${password}`;
  }
  async verify(hash: string, password: string) {
    this.verifications++;
    return hash === `hashed:${password}`;
  }
}

class MemoryThrottle implements LoginThrottle {
  counts = new Map<string, number>();
  readonly limits: { maxFailuresPerAccount: number; maxFailuresPerIp: number };
  constructor(limit: number) {
    this.limits = { maxFailuresPerAccount: limit, maxFailuresPerIp: limit * 2 };
  }
  private bump(key: string, by: number): number {
    const next = Math.max(0, (this.counts.get(key) ?? 0) + by);
    this.counts.set(key, next);
    return next;
  }
  async countAttempt(keys: { account: string; ip: string }) {
    return { account: this.bump(`a:${keys.account}`, 1), ip: this.bump(`i:${keys.ip}`, 1) };
  }
  async succeeded(keys: { account: string; ip: string }) {
    this.counts.delete(`a:${keys.account}`);
    this.bump(`i:${keys.ip}`, -1);
  }
}

function setUp() {
  const user = member({ username: Username.of('grace'), passwordHash: 'hashed:correct horse' });
  const users: Partial<UserRepository> = {
    findByLogin: async (login: string) =>
      [user.username, user.email].includes(login.toLowerCase()) ? user : null,
  };
  const hasher = new FakeHasher();
  const throttle = new MemoryThrottle(3);
  return { user, hasher, throttle, auth: new AuthenticateUser(users as UserRepository, hasher, throttle) };
}

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('AuthenticateUser', () => {
  it('signs in by username or by email', async () => {
    const { auth, user } = setUp();
    await expect(auth.execute({ usernameOrEmail: 'Grace', password: 'correct horse', ip: '1.1.1.1' })).resolves.toBe(user);
    await expect(auth.execute({ usernameOrEmail: 'grace@example.org', password: 'correct horse', ip: '1.1.1.1' })).resolves.toBe(user);
  });

  it('answers an unknown user and a wrong password alike, after the same hashing work', async () => {
    const { auth, hasher } = setUp();
    const unknown = await failure(auth.execute({ usernameOrEmail: 'nobody', password: 'x', ip: '1.1.1.1' }));
    const wrong = await failure(auth.execute({ usernameOrEmail: 'grace', password: 'x', ip: '1.1.1.1' }));
    expect(unknown.message).toBe('Invalid username or password');
    expect(wrong.message).toBe(unknown.message);
    expect(wrong.kind).toBe('unauthenticated');
    expect(hasher.verifications).toBe(2);
  });

  it('blocks an account after repeated failures, even with the right password', async () => {
    const { auth } = setUp();
    for (let i = 0; i < 3; i++) await failure(auth.execute({ usernameOrEmail: 'grace', password: 'guess', ip: `10.0.0.${i}` }));
    const blocked = await failure(auth.execute({ usernameOrEmail: 'grace', password: 'correct horse', ip: '10.0.0.9' }));
    expect(blocked.kind).toBe('rate_limited');
  });

  it('a successful sign-in clears the account count and gives the address its attempt back', async () => {
    const { auth, throttle, user } = setUp();
    await failure(auth.execute({ usernameOrEmail: 'grace', password: 'guess', ip: '1.1.1.1' }));
    await auth.execute({ usernameOrEmail: 'grace', password: 'correct horse', ip: '1.1.1.1' });
    expect(throttle.counts.has(`a:user:${user.id}`)).toBe(false);
    expect(throttle.counts.get('i:1.1.1.1')).toBe(1);
  });

  it('counts an attempt before checking the password: past the limit no password is hashed', async () => {
    const { auth, hasher } = setUp();
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => failure(auth.execute({ usernameOrEmail: 'grace', password: `guess ${i}`, ip: `10.0.1.${i}` }))),
    );
    expect(outcomes.filter((e) => e.kind === 'rate_limited')).toHaveLength(9);
    expect(hasher.verifications).toBe(3);
  });

  it('counts one account whether it is named by username or by email', async () => {
    const { auth } = setUp();
    await failure(auth.execute({ usernameOrEmail: 'grace', password: 'guess', ip: '10.0.0.1' }));
    await failure(auth.execute({ usernameOrEmail: 'GRACE@example.org', password: 'guess', ip: '10.0.0.2' }));
    await failure(auth.execute({ usernameOrEmail: 'Grace', password: 'guess', ip: '10.0.0.3' }));
    const blocked = await failure(auth.execute({ usernameOrEmail: 'grace@example.org', password: 'correct horse', ip: '10.0.0.4' }));
    expect(blocked.kind).toBe('rate_limited');
  });
});
