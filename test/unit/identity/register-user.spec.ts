import { describe, expect, it } from '@jest/globals';
import type { PasswordHasher } from '../../../src/modules/identity/application/password-hasher.js';
import { RegisterUser } from '../../../src/modules/identity/application/register-user.use-case.js';
import { UserRegistered } from '../../../src/modules/identity/domain/user.events.js';
import { asyncRefusal } from './fixtures.js';
import { directUnitOfWork, MemoryUserRepository } from './memory-user.repository.js';

const now = new Date('2026-11-24T09:00:00Z');
const hasher: PasswordHasher = { hash: async (p) => `hashed:${p}`, verify: async (h, p) => h === `hashed:${p}` };
const grace = { username: 'grace_h', email: 'Grace@Example.org', password: 'correct horse', phone: '(615) 555-0142', firstName: 'Grace', lastName: 'Hopper' };

function setUp() {
  const users = new MemoryUserRepository();
  return { users, register: new RegisterUser(users, hasher, directUnitOfWork, { now: () => now }) };
}

describe('RegisterUser', () => {
  it('keeps only the hash of the password and records UserRegistered', async () => {
    const { users, register } = setUp();
    const user = await register.execute(grace);
    expect(users.rows.get(user.id)).toMatchObject({ username: 'grace_h', email: 'grace@example.org', passwordHash: 'hashed:correct horse', isAdmin: false });
    expect(user.pullEvents()).toStrictEqual([new UserRegistered(user.id, 'grace_h', 'grace@example.org', 'Grace', 'Hopper', now)]);
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
});
