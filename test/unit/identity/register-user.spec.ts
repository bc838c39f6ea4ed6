import { describe, expect, it } from '@jest/globals';
import type { PasswordHasher } from '../../../src/modules/identity/application/password-hasher.port.js';
import { RegisterUser } from '../../../src/modules/identity/application/register-user.use-case.js';
import type { RegistrationThrottle } from '../../../src/modules/identity/application/registration-throttle.port.js';
import type { AccountTokens } from '../../../src/modules/identity/application/account-tokens.port.js';
import { EmailVerificationRequested, UserRegistered } from '../../../src/modules/identity/domain/user.events.js';
import { asyncRefusal } from './fixtures.js';
import { directUnitOfWork, MemoryUserRepository } from './memory-user.repository.js';

const now = new Date('2026-11-24T09:00:00Z');
const hasher: PasswordHasher = { hash: async (p) => `hashed:${p}`, verify: async (h, p) => h === `hashed:${p}` };
const grace = { username: 'grace_h', email: 'Grace@Example.org', password: 'correct horse', phone: '(615) 555-0142', firstName: 'Grace', lastName: 'Hopper' };

class MemoryRegistrationThrottle implements RegistrationThrottle {
  counts = new Map<string, number>();
  constructor(readonly perIpPerHour: number) {}
  async count(ip: string) {
    const next = (this.counts.get(ip) ?? 0) + 1;
    this.counts.set(ip, next);
    return next;
  }
  async refund(ip: string) {
    this.counts.set(ip, Math.max(0, (this.counts.get(ip) ?? 0) - 1));
  }
}

/** Tokens as identity issues them; here a fixed one, so the welcome link can be checked. */
const tokens: AccountTokens = {
  issue: async (_userId, _purpose, lifetimeMs, at) => ({ token: 'welcome-token', expiresAt: new Date(at.getTime() + lifetimeMs) }),
  redeem: async () => ({ problem: 'unknown' }),
  peek: async () => ({ problem: 'unknown' }),
};

function setUp(perIpPerHour = 3) {
  const users = new MemoryUserRepository();
  const throttle = new MemoryRegistrationThrottle(perIpPerHour);
  return { users, throttle, register: new RegisterUser(users, hasher, directUnitOfWork, { now: () => now }, throttle, tokens) };
}

describe('RegisterUser', () => {
  it('keeps only the hash of the password and records UserRegistered', async () => {
    const { users, register } = setUp();
    const user = await register.execute(grace);
    expect(users.rows.get(user.id)).toMatchObject({ username: 'grace_h', email: 'grace@example.org', passwordHash: 'hashed:correct horse', isAdmin: false });
    expect(user.pullEvents()).toStrictEqual([
      new UserRegistered(user.id, 'grace_h', 'grace@example.org', 'Grace', 'Hopper', now),
      // The welcome mail's link to verify the address, valid a week.
      new EmailVerificationRequested(user.id, 'grace@example.org', 'grace_h', 'Grace', '/verify-email?token=welcome-token', new Date(now.getTime() + 7 * 24 * 3600_000), now),
    ]);
  });

  it('checks the fields in the order of the form, with the value objects\' messages', async () => {
    const { register } = setUp();
    const cases: [Partial<typeof grace>, string][] = [
      [{ username: '', phone: 'bad' }, 'Username, password, and phone number are required'],
      [{ username: 'has space', password: 'short' }, 'Username must be 3 to 50 characters: letters, numbers, dots, dashes or underscores'],
      [{ password: 'short', phone: 'bad' }, 'Password must be at least 8 characters'],
      [{ phone: '0123', email: 'nope' }, 'Please enter a valid phone number'],
      [{ email: 'nope' }, 'Please enter a valid email address'],
    ];
    for (const [change, message] of cases) {
      expect((await asyncRefusal(register.execute({ ...grace, ...change }))).message).toBe(message);
    }
  });

  it('refuses a username taken in any case, or an email taken in any case', async () => {
    const { register } = setUp();
    await register.execute(grace);
    const name = await asyncRefusal(register.execute({ ...grace, username: 'GRACE_H', email: 'other@example.org' }));
    expect(name.message).toBe('That username is already taken. Please choose another.');
    const email = await asyncRefusal(register.execute({ ...grace, username: 'grace2', email: 'GRACE@example.org' }));
    expect(email.message).toBe('An account with that email already exists. Try signing in instead.');
  });

  it('limits new accounts per address, counting each before it is made, even in a burst', async () => {
    const { register, users } = setUp(3);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => register.execute({ ...grace, username: `burst_${i}`, email: `burst_${i}@example.org`, ip: '10.0.0.1' })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(users.rows.size).toBe(3);
    const refused = await asyncRefusal(register.execute({ ...grace, username: 'late', email: 'late@example.org', ip: '10.0.0.1' }));
    expect(refused.kind).toBe('rate_limited');
    expect(refused.message).toBe('Too many new accounts have been created from this network in the last hour. Please try again later.');
    // Another address, and accounts the platform makes itself (no address), are not affected.
    await register.execute({ ...grace, username: 'elsewhere', email: 'elsewhere@example.org', ip: '10.0.0.2' });
    await register.execute({ ...grace, username: 'seeded', email: 'seeded@example.org' });
  });

  it('a sign-up that fails (a taken username) does not use up a place', async () => {
    const { register, throttle } = setUp(2);
    await register.execute({ ...grace, ip: '10.0.0.1' });
    await asyncRefusal(register.execute({ ...grace, ip: '10.0.0.1' }));
    expect(throttle.counts.get('10.0.0.1')).toBe(1);
    await register.execute({ ...grace, username: 'second', email: 'second@example.org', ip: '10.0.0.1' });
  });
});
