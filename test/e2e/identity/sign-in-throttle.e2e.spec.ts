import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
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
});
