import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('sign-up refuses common passwords', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const register = (password: string) => {
    n++;
    return request(t.app.getHttpServer())
      .post('/api/register')
      .send({ username: `common_${n}`, password, email: `common_${n}@example.org`, firstName: 'C', lastName: 'P', phone: '(615) 555-0100' });
  };

  it.each(['password', '12345678', '        ', 'Password1', 'iloveyou1', 'qwerty123', 'aaaaaaaaaa'])('refuses %j with a 400 naming the password', async (password) => {
    const res = await register(password);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This password is too common. Please choose another one.');
    expect(res.body.errors.password).toEqual(['This password is too common. Please choose another one.']);
  });

  it('still accepts a passphrase, and keeps the 8-character minimum', async () => {
    expect((await register('rebuild the walls 2026')).status).toBe(201);
    const short = await register('pass');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
  });
});
