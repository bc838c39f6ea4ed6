import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { signUp } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// One app for the file: passport's serializer is process-wide, so a second app after the first closed would not sign in.
describe('signing out and profile pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  /** GET /api/logout signs out only on the member's own navigation from this site. */
  describe('GET /api/logout', () => {
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

  describe('profile pictures cannot point at the API', () => {
    it.each(['/api/logout', 'https://faith.example.org/api/logout', 'http://images.example.org/a.png'])(
      'PUT /api/user/profile refuses %s with a clear 400',
      async (profileImageUrl) => {
        const { agent } = await signUp(t);
        const res = await agent.put('/api/user/profile').send({ profileImageUrl });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Please enter a valid image URL: an uploaded picture or an https:// image address');
        expect(res.body.errors.profileImageUrl).toBeDefined();
      },
    );

    it('uploads and https images are kept; sign-up never takes a picture', async () => {
      const { agent } = await signUp(t, { profileImageUrl: '/api/logout' });
      expect((await agent.get('/api/user')).body.profileImageUrl ?? null).toBeNull();
      for (const profileImageUrl of ['/uploads/4f0c2a9e.jpg', 'https://images.example.org/grace.png']) {
        const res = await agent.put('/api/user/profile').send({ profileImageUrl });
        expect(res.status).toBe(200);
        expect(res.body.profileImageUrl).toBe(profileImageUrl);
      }
    });
  });
});
