import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { signUp } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** GET /api/logout signs out only on the member's own navigation from this site. */
describe('GET /api/logout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('without a session it simply goes home (no 500)', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('a cross-site navigation goes home and leaves the session alone', async () => {
    const { agent } = await signUp(t);
    const res = await agent.get('/api/logout').set({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    await agent.get('/api/user').expect(200);
  });

  it('an image pointing at it on this site (an avatar) does not sign the viewer out', async () => {
    const { agent } = await signUp(t);
    const res = await agent.get('/api/logout').set({ 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' });
    expect(res.status).toBe(302);
    await agent.get('/api/user').expect(200);
  });

  it("the member's own navigation from this site signs out", async () => {
    const { agent } = await signUp(t);
    const res = await agent.get('/api/logout').set({ 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    await agent.get('/api/user').expect(401);
  });
});
