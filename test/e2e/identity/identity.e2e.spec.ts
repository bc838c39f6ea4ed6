import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createApp } from '../../../src/main.js';
import { loadConfig } from '../../../src/shared-kernel/infrastructure/config/app-config.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const member = {
  username: 'grace_h',
  password: 'correct horse battery',
  email: 'grace@example.org',
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '(615) 555-0142',
};

describe('identity API', () => {
  let t: TestApp;
  const http = () => request(t.url);

  beforeAll(async () => {
    t = await startTestApp({ listen: true, env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '10', LOGIN_MAX_FAILURES_PER_IP: '20' } });
  });
  afterAll(() => t?.close());

  it('GET /api/user is 401 when signed out', async () => {
    const res = await http().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Authentication required');
  });

  it('registers, is signed in at once, and never shows the password or its hash', async () => {
    const agent = request.agent(t.url);
    const res = await agent.post('/api/register').send({ ...member, confirmPassword: member.password });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'grace_h', email: 'grace@example.org', firstName: 'Grace', isAdmin: false });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|argon/i);
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^fc\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await agent.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
  });

  it.each([
    [{ ...member, username: '' }, 'Username, password, and phone number are required'],
    [{ ...member, password: undefined }, 'Username, password, and phone number are required'],
    [{ ...member, phone: '' }, 'Username, password, and phone number are required'],
    [{ ...member, username: 'xx2', phone: '0615 555 0142' }, 'Please enter a valid phone number'],
    [{ ...member, username: 'xx3', phone: '12345678901234567' }, 'Please enter a valid phone number'],
    [{ ...member, username: 'xx4', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...member, username: 'xx6', email: 'Ann <ann@example.org>' }, 'Please enter a valid email address'],
    [{ ...member, username: 'xx5', password: 'short' }, 'Password must be at least 8 characters'],
    [{ ...member, username: 'has space' }, 'Username must be 3 to 50 characters: letters, numbers, dots, dashes or underscores'],
    [{ ...member, username: 123 }, 'Username, password, and phone number are required'],
  ])('refuses a bad sign-up with a 400 and the message a person can act on (%#)', async (body, message) => {
    const res = await http().post('/api/register').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
  });

  it('a sign-up with several invalid fields is ONE 400 naming every field with its message', async () => {
    const res = await http()
      .post('/api/register')
      .send({ username: 'no spaces allowed', password: 'short', phone: '0615 555 0142', email: 'not-an-email', firstName: 42, lastName: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.message).toBe('Username must be 3 to 50 characters: letters, numbers, dots, dashes or underscores');
    expect(res.body.errors).toEqual({
      username: ['Username must be 3 to 50 characters: letters, numbers, dots, dashes or underscores'],
      password: ['Password must be at least 8 characters'],
      phone: ['Please enter a valid phone number'],
      email: ['Please enter a valid email address'],
      firstName: ['First name must be text'],
      lastName: ['Last name must be at most 100 characters'],
    });
    const missing = await http().post('/api/register').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      username: ['Username, password, and phone number are required'],
      password: ['Username, password, and phone number are required'],
      phone: ['Username, password, and phone number are required'],
      email: ['Please enter a valid email address'],
    });
  });

  it('refuses a taken username (any case) or email with 409 and says which', async () => {
    const sameName = await http().post('/api/register').send({ ...member, username: 'GRACE_H', email: 'other@example.org' });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('That username is already taken. Please choose another.');
    const sameEmail = await http().post('/api/register').send({ ...member, username: 'grace2', email: 'GRACE@example.org' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('An account with that email already exists. Try signing in instead.');
  });

  it('two sign-ups racing for one username: exactly one wins, the other gets 409, never 500', async () => {
    const attempts = await Promise.all(
      [1, 2, 3, 4].map((n) => http().post('/api/register').send({ ...member, username: 'racer', email: `racer${n}@example.org` })),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('signs in by username and by email, and regenerates the session id', async () => {
    const agent = request.agent(t.url);
    const before = await agent.post('/api/login').send({ usernameOrEmail: 'nobody', password: 'x' });
    expect(before.status).toBe(401);
    const byName = await agent.post('/api/login').send({ usernameOrEmail: 'Grace_H', password: member.password });
    expect(byName.status).toBe(200);
    expect(byName.body.username).toBe('grace_h');
    const firstSid = byName.headers['set-cookie']?.[0]?.split(';')[0];
    const byEmail = await agent.post('/api/login').send({ usernameOrEmail: 'grace@example.org', password: member.password });
    expect(byEmail.status).toBe(200);
    const secondSid = byEmail.headers['set-cookie']?.[0]?.split(';')[0];
    expect(firstSid).toBeTruthy();
    expect(secondSid).not.toBe(firstSid);
  });

  it('answers an unknown user and a wrong password alike', async () => {
    const unknown = await http().post('/api/login').send({ usernameOrEmail: 'nobody-here', password: 'whatever1' });
    const wrong = await http().post('/api/login').send({ usernameOrEmail: 'grace_h', password: 'whatever1' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('Invalid username or password');
  });

  it('asks for both fields when the sign-in form is incomplete', async () => {
    const res = await http().post('/api/login').send({ usernameOrEmail: 'grace_h' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter your username or email and your password');
  });

  it('logout ends the session; GET /api/logout also redirects home', async () => {
    const agent = request.agent(t.url);
    await agent.post('/api/login').send({ usernameOrEmail: 'grace_h', password: member.password }).expect(200);
    await agent.post('/api/logout').expect(204);
    await agent.get('/api/user').expect(401);

    await agent.post('/api/login').send({ usernameOrEmail: 'grace_h', password: member.password }).expect(200);
    const nav = await agent.get('/api/logout');
    expect(nav.status).toBe(302);
    expect(nav.headers.location).toBe('/');
    await agent.get('/api/user').expect(401);
    const login = await http().get('/api/login');
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe('/auth');
  });

  it('GET /api/login sends the browser to sign in and back to where it was going: the link\'s next, else the page it was on (same site only)', async () => {
    const location = async (path: string, referer?: string) => {
      const req = http().get(path);
      const res = await (referer ? req.set('Referer', referer) : req);
      expect(res.status).toBe(302);
      return res.headers.location;
    };
    expect(await location('/api/login?next=/donate/create')).toBe('/auth?next=%2Fdonate%2Fcreate');
    // The spec's links are a plain /api/login: the page they were on is where the member was going.
    expect(await location('/api/login', `${t.url}/donate/create`)).toBe('/auth?next=%2Fdonate%2Fcreate');
    expect(await location('/api/login', `${t.url}/membership/checkout/professional?from=business`)).toBe('/auth?next=%2Fmembership%2Fcheckout%2Fprofessional%3Ffrom%3Dbusiness');
    // Never another site, the API, the sign-in screen itself or home.
    expect(await location('/api/login?next=//evil.example/x')).toBe('/auth');
    expect(await location('/api/login?next=https://evil.example/x')).toBe('/auth');
    expect(await location('/api/login?next=/%5Cevil.example')).toBe('/auth');
    expect(await location('/api/login?next=/api/user')).toBe('/auth');
    expect(await location('/api/login', 'https://evil.example/donate/create')).toBe('/auth');
    expect(await location('/api/login', `${t.url}/auth?next=/profile`)).toBe('/auth');
    expect(await location('/api/login', `${t.url}/`)).toBe('/auth');
  });

  it('updates the personal profile, leaving out fields untouched and the email unchangeable', async () => {
    const agent = request.agent(t.url);
    await agent.put('/api/user/profile').send({ bio: 'x' }).expect(401);
    await agent.post('/api/login').send({ usernameOrEmail: 'grace_h', password: member.password }).expect(200);
    const res = await agent.put('/api/user/profile').send({ bio: 'Deacon at Grace Chapel', location: 'Nashville, TN, USA', email: 'hijack@example.org' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bio: 'Deacon at Grace Chapel', location: 'Nashville, TN, USA', firstName: 'Grace', email: 'grace@example.org' });
    const bad = await agent.put('/api/user/profile').send({ phone: 'call me' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid phone number');
    const badImage = await agent.put('/api/user/profile').send({ profileImageUrl: 'javascript:alert(1)' });
    expect(badImage.status).toBe(400);
    expect(badImage.body.message).toBe('Please enter a valid image URL: an uploaded picture or an https:// image address');
  });

  it('refuses cross-site state changes but not same-origin ones', async () => {
    const agent = request.agent(t.url);
    await agent.post('/api/login').send({ usernameOrEmail: 'grace_h', password: member.password }).expect(200);
    const evil = await agent.put('/api/user/profile').set('Origin', 'https://evil.example').send({ bio: 'pwned' });
    expect(evil.status).toBe(403);
    const fetchSite = await agent.put('/api/user/profile').set('Sec-Fetch-Site', 'cross-site').send({ bio: 'pwned' });
    expect(fetchSite.status).toBe(403);
    const same = await agent.put('/api/user/profile').set('Origin', t.url).send({ bio: 'still me' });
    expect(same.status).toBe(200);
    expect(same.body.bio).toBe('still me');
  });

  it('malformed JSON is 400 and an oversized body 413, never 500', async () => {
    const malformed = await http().post('/api/login').set('Content-Type', 'application/json').send('{"usernameOrEmail":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON.');
    const huge = await http().post('/api/register').send({ bio: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The request is too large.');
    const unknown = await http().get('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
  });

  it('throttles failed sign-ins per account with 429, even for the right password', async () => {
    await http().post('/api/register').send({ ...member, username: 'target', email: 'target@example.org' }).expect(201);
    for (let i = 0; i < 10; i++) {
      await http().post('/api/login').set('X-Forwarded-For', `10.1.0.${i}`).send({ usernameOrEmail: 'target', password: 'guess-guess' }).expect(401);
    }
    const blocked = await http().post('/api/login').send({ usernameOrEmail: 'target', password: member.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    // Browsing is not throttled: many quick reads pass.
    const reads = await Promise.all(Array.from({ length: 60 }, () => http().get('/api/health')));
    expect(reads.every((r) => r.status === 200)).toBe(true);
  });

  it('sessions live in PostgreSQL: a second instance on the same database knows the signed-in member', async () => {
    const agent = request.agent(t.url);
    const login = await agent.post('/api/login').send({ usernameOrEmail: 'grace@example.org', password: member.password });
    expect(login.status).toBe(200);
    const cookie = login.headers['set-cookie']![0].split(';')[0];
    const other = await createApp(loadConfig({ DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' }, { ...t.config, outboxPollMs: 0 }), { quiet: true });
    try {
      const me = await request(other.getHttpServer()).get('/api/user').set('Cookie', cookie);
      expect(me.status).toBe(200);
      expect(me.body.username).toBe('grace_h');
    } finally {
      await other.close();
    }
  });

  it('health is 200 with the database up', async () => {
    const res = await http().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });
});
