import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('sponsorship application validation', () => {
  let t: TestApp;
  let member: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    member = (await signUp(t)).agent;
  });
  afterAll(() => t?.close());

  it('several invalid fields (platform rows included) give one 400 naming each, platforms first as the spec checks them', async () => {
    const res = await member.post('/api/sponsorship-applications').send({
      name: 'H',
      email: 'hope@',
      platforms: [
        { platform: 'youtube', profileUrl: 'https://www.youtube.com/@hopeinmotion' },
        { platform: 'myspace', profileUrl: 'not a url', subscriberCount: -5 },
        null,
      ],
      content: 'Short',
      message: 'Please sponsor us',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a platform');
    expect(res.body.errors).toEqual({
      'platforms.1.platform': ['Please select a platform'],
      'platforms.1.profileUrl': ['Please provide a valid profile URL'],
      'platforms.1.subscriberCount': ['Subscriber count must be 0 or greater'],
      'platforms.2.platform': ['Please select a platform'],
      'platforms.2.profileUrl': ['Please provide a valid profile URL'],
      name: ['Name must be at least 2 characters'],
      email: ['Please provide a valid email address'],
      content: ['Please describe your content in at least 10 characters'],
      message: ["Please tell us more about why you're applying (at least 20 characters)"],
    });
    expect((await member.get('/api/user/sponsorship-applications').expect(200)).body).toEqual([]);
  });

  it('a visitor hears they must log in, whatever the body', async () => {
    const res = await request(t.app.getHttpServer()).post('/api/sponsorship-applications').send({});
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please log in to submit a sponsorship application');
  });

  it('two query parameters wrong at once are both named', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/tiktok/videos').query({ username: 'no spaces', limit: 'many' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: ['Please provide a valid username'],
      limit: ['limit must be a whole number from 1 to 10'],
    });
  });
});
