import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { ACCOUNT_TOKENS, type AccountTokens, RESET_LINK_LIFETIME_MS } from '../../../src/modules/identity/application/account-tokens.port.js';
import { PASSWORD_HASHER, type PasswordHasher } from '../../../src/modules/identity/application/password-hasher.port.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const password = 'correct horse battery';

/**
 * The sign-in limit is counted before a password is checked, once per account: a burst of
 * parallel guesses gets at most the limit evaluated, whichever name the account is given by.
 * Addresses vary (TRUST_PROXY) and the per-address limit is high, so only the account's count
 * is at work here.
 */
describe('sign-in throttle under a burst', () => {
  let t: TestApp;
  const http = () => request(t.url);

  beforeAll(async () => {
    t = await startTestApp({ listen: true, env: { TRUST_PROXY: 'on', LOGIN_MAX_FAILURES_PER_IP: '1000' } });
  });
  afterAll(() => t?.close());

  async function register(username: string): Promise<void> {
    await http()
      .post('/api/register')
      .set('X-Forwarded-For', `10.9.${username.length}.1`)
      .send({ username, password, email: `${username}@example.org`, firstName: 'T', lastName: 'M', phone: '(615) 555-0100' })
      .expect(201);
  }

  const guess = (usernameOrEmail: string, i: number, pass = `wrong guess ${i}`) =>
    http().post('/api/login').set('X-Forwarded-For', `10.2.${Math.floor(i / 250)}.${i % 250}`).send({ usernameOrEmail, password: pass });

  it('60 parallel wrong passwords: at most 10 (the default limit) are evaluated, the rest 429; the right one afterwards is 429', async () => {
    await register('burst_target');
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => guess('burst_target', i)));
    const evaluated = answers.filter((r) => r.status === 401).length;
    const refused = answers.filter((r) => r.status === 429).length;
    expect(evaluated + refused).toBe(60);
    expect(evaluated).toBeLessThanOrEqual(10);
    expect(refused).toBeGreaterThanOrEqual(50);
    const right = await guess('burst_target', 99, password);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('username and email share one count: 6 guesses by each get 10 evaluated in all', async () => {
    await register('two_names');
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await guess('two_names', i));
      answers.push(await guess('TWO_NAMES@example.org', 100 + i));
    }
    expect(answers.filter((r) => r.status === 401)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(2);
    expect((await guess('two_names@example.org', 200, password)).status).toBe(429);
  });

  it('an unknown name is counted too, and a right password within the limit signs in', async () => {
    const unknown = [];
    for (let i = 0; i < 11; i++) unknown.push((await guess('nobody_here', i)).status);
    expect(unknown.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(unknown[10]).toBe(429);
    await register('fine_member');
    expect((await guess('fine_member', 1)).status).toBe(401);
    expect((await guess('fine_member', 2, password)).status).toBe(200);
  });

  /** A signed-in agent of a fresh member, from its own address. */
  async function signedIn(username: string, address: string) {
    await register(username);
    const agent = request.agent(t.url);
    await agent.post('/api/login').set('X-Forwarded-For', address).send({ usernameOrEmail: username, password }).expect(200);
    return agent;
  }

  it('a stolen session cannot guess the password: PUT /api/user/password and DELETE /api/user count with the account\'s sign-ins, and after the limit even the right password is 429', async () => {
    const agent = await signedIn('stolen_session', '10.3.0.1');
    for (let i = 0; i < 6; i++) {
      await agent.put('/api/user/password').set('X-Forwarded-For', `10.3.1.${i}`).send({ currentPassword: `guess ${i}`, newPassword: 'a brand new passphrase' }).expect(400);
    }
    for (let i = 0; i < 4; i++) await agent.delete('/api/user').set('X-Forwarded-For', `10.3.2.${i}`).send({ password: `guess ${i}` }).expect(400);
    // Ten wrong checks (the default limit): the right password is now refused too, as a sign-in would be.
    const right = await agent.put('/api/user/password').set('X-Forwarded-For', '10.3.3.1').send({ currentPassword: password, newPassword: 'a brand new passphrase' }).expect(429);
    expect(right.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    await agent.delete('/api/user').set('X-Forwarded-For', '10.3.3.2').send({ password }).expect(429);
    expect((await guess('stolen_session', 500, password)).status).toBe(429);
    await agent.get('/api/user').expect(200); // the account is still there, unchanged
  });

  it('a right current password clears the count, as a sign-in does', async () => {
    const agent = await signedIn('careful_member', '10.4.0.1');
    for (let i = 0; i < 9; i++) await agent.put('/api/user/password').set('X-Forwarded-For', '10.4.0.2').send({ currentPassword: `typo ${i}`, newPassword: 'a brand new passphrase' }).expect(400);
    await agent.put('/api/user/password').set('X-Forwarded-For', '10.4.0.2').send({ currentPassword: password, newPassword: 'a brand new passphrase' }).expect(200);
    expect((await guess('careful_member', 700, 'a brand new passphrase')).status).toBe(200);
  });

  /** Counts the password hashes (argon2, the costly part of a reset) the app makes until stopped. */
  function countHashes(): { readonly made: number; stop(): void } {
    const hasher = t.app.get<PasswordHasher>(PASSWORD_HASHER);
    const hash = hasher.hash;
    let made = 0;
    hasher.hash = (plain) => {
      made += 1;
      return hash.call(hasher, plain);
    };
    return {
      get made() {
        return made;
      },
      stop: () => void (hasher.hash = hash),
    };
  }

  it('POST /api/password-reset/confirm checks the link before hashing anything and is limited per network: 20 attempts in 15 minutes, then 429', async () => {
    const address = '10.5.0.1';
    const confirm = (token: string, pass: string) => http().post('/api/password-reset/confirm').set('X-Forwarded-For', address).send({ token, password: pass });
    const hashes = countHashes();
    try {
      // A guessed link is refused for what it is, before the password is even looked at.
      const guessed = await confirm('a'.repeat(43), 'short');
      expect(guessed.status).toBe(400);
      expect(guessed.body.code).toBe('invalid_reset_token');
      const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => confirm(`guess${i}`.padEnd(43, 'x'), 'a perfectly fine passphrase')));
      expect(answers.filter((a) => a.status === 400)).toHaveLength(19);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(5);
      expect(refused[0].body.message).toBe('Too many attempts to set a password from a link. Please wait 15 minutes and try again.');
      // Once over the limit, the network is refused without asking the database again (a flood costs little).
      const counted = async () =>
        (await t.app.get(EntityManager).fork().execute<{ count: number }[]>(`SELECT count FROM attempt_counter WHERE key = 'reset-confirm:ip:${address}'`))[0].count;
      const before = await counted();
      expect((await confirm('z'.repeat(43), 'a perfectly fine passphrase')).status).toBe(429);
      expect(await counted()).toBe(before);
      // Another network is not held up.
      expect((await http().post('/api/password-reset/confirm').set('X-Forwarded-For', '10.5.0.2').send({ token: 'x'.repeat(43), password: 'a perfectly fine passphrase' })).status).toBe(400);
      // Not one of the guesses cost a password hash (each did before the link was checked first).
      expect(hashes.made).toBe(0);
    } finally {
      hashes.stop();
    }
  });

  it('a valid reset link is tried at most 10 times in 15 minutes for its account, from however many networks; then 429, and another account is not held up', async () => {
    const linkFor = async (username: string) => {
      const agent = await signedIn(username, '10.7.0.1');
      const { id } = (await agent.get('/api/user').expect(200)).body as { id: string };
      return (await t.inContext(() => t.app.get<AccountTokens>(ACCOUNT_TOKENS).issue(id, 'password_reset', RESET_LINK_LIFETIME_MS, new Date()))).token;
    };
    const token = await linkFor('leaked_link');
    const confirm = (network: number, pass: string, link = token) =>
      http().post('/api/password-reset/confirm').set('X-Forwarded-For', `10.7.1.${network}`).send({ token: link, password: pass });
    for (let i = 0; i < 10; i++) expect((await confirm(i, 'short')).body.message).toBe('Password must be at least 8 characters');
    const refused = await confirm(10, 'a perfectly fine passphrase');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts to set a password from a link. Please wait 15 minutes and try again.');
    expect((await guess('leaked_link', 800, password)).status).toBe(200); // the password was not changed
    // The count is the account's, not the networks': another member's link works from the same networks.
    await confirm(0, 'a perfectly fine passphrase', await linkFor('other_link')).expect(200);
  });

  it('a new verification link may be asked for 5 times an hour, then 429 (the address may not be the registrant\'s)', async () => {
    const agent = await signedIn('verify_spammer', '10.6.0.1');
    for (let i = 0; i < 5; i++) await agent.post('/api/user/email-verification').set('X-Forwarded-For', `10.6.1.${i}`).expect(202);
    const refused = await agent.post('/api/user/email-verification').set('X-Forwarded-For', '10.6.2.1').expect(429);
    expect(refused.body.message).toBe('Too many verification emails were requested. Please wait an hour and try again.');
  });
});
