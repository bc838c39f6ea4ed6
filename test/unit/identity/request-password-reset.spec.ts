import { describe, expect, it } from '@jest/globals';
import { RequestPasswordReset } from '../../../src/modules/identity/application/request-password-reset.use-case.js';
import type { ResetThrottle } from '../../../src/modules/identity/application/reset-throttle.port.js';
import type { AccountTokens } from '../../../src/modules/identity/application/account-tokens.port.js';
import type { UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import { MemoryUserRepository } from './memory-user.repository.js';
import { EmailAddress } from '../../../src/shared-kernel/domain/email-address.js';
import { member } from './fixtures.js';

/**
 * "Forgot password?" answers in the same time whether or not the address has an account: before answering only
 * the throttle runs (the same for every address); looking the address up and issuing the link come after.
 */
describe('RequestPasswordReset', () => {
  const throttle: ResetThrottle = { allow: async () => true, allowConfirm: async () => true, allowConfirmFor: async () => true, allowVerification: async () => true };
  const issued: string[] = [];
  const tokens: AccountTokens = {
    issue: async (userId, _p, lifetimeMs, at) => {
      issued.push(userId);
      return { token: 'reset-token', expiresAt: new Date(at.getTime() + lifetimeMs) };
    },
    redeem: async () => ({ problem: 'unknown' }),
    peek: async () => ({ problem: 'unknown' }),
  };
  const clock = { now: () => new Date('2026-11-29T10:00:00Z') };

  function setUp() {
    const users = new MemoryUserRepository();
    const known = member({ email: EmailAddress.of('lydia@example.org', 'email', 'Please enter a valid email address') });
    void users.save(known);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const lookups: string[] = [];
    // A unit of work that does not finish until released: whatever it does is after the answer or not.
    const uow = { run: async <T>(work: () => Promise<T>) => { await gate; lookups.push('looked up'); return work(); } } as unknown as UnitOfWork;
    const useCase = new RequestPasswordReset(users, tokens, throttle, uow, clock);
    return { useCase, known, release, lookups };
  }

  it('answers for a known address before the address is looked up or a link issued; the link follows', async () => {
    const { useCase, known, release, lookups } = setUp();
    issued.length = 0;
    await useCase.execute({ email: 'Lydia@Example.org', ip: '10.0.0.1' });
    expect([lookups, issued]).toEqual([[], []]); // answered; nothing about the address was done yet
    release();
    await useCase.settled();
    expect([lookups, issued]).toEqual([['looked up'], [known.id]]);
  });

  it('answers for an unknown address the same way: the same work before the answer', async () => {
    const { useCase, release, lookups } = setUp();
    issued.length = 0;
    await useCase.execute({ email: 'nobody@example.org', ip: '10.0.0.1' });
    expect(lookups).toEqual([]);
    release();
    await useCase.settled();
    expect([lookups, issued]).toEqual([['looked up'], []]);
  });
});
