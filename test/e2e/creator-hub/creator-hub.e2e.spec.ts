import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const application = {
  name: 'Hope in Motion',
  email: 'hope@example.org',
  platforms: [
    { platform: 'tiktok', profileUrl: 'https://www.tiktok.com/@hopeinmotion', subscriberCount: 356000 },
    { platform: 'youtube', profileUrl: 'https://www.youtube.com/@hopeinmotion' },
  ],
  content: 'Short films about churches serving their cities.',
  audience: 'Young adults',
  message: 'We want to tell more stories of congregations serving their neighbours.',
};

describe('creator hub API (offline sample catalogue)', () => {
  let t: TestApp;
  let member: Agent;
  let admin: Agent;
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
    member = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
  });
  afterAll(() => t?.close());

  it('lists the featured creators and content from the database', async () => {
    const res = await visitor().get('/api/creator-hub/featured').expect(200);
    expect(res.body.creators.map((c: { platform: string }) => c.platform)).toEqual(['youtube', 'instagram', 'tiktok']);
    expect(res.body.content).toHaveLength(3);
  });

  it('serves channel, videos and users, marked as sample data with their fetch time', async () => {
    const channel = await visitor().get('/api/youtube/channel').query({ handle: '@gracenotesworship' }).expect(200);
    expect(channel.body).toMatchObject({ title: 'Grace Notes Worship', subscriberCount: 128400, source: 'sample' });
    expect(Date.parse(channel.body.fetchedAt)).not.toBeNaN();
    const video = await visitor().get('/api/youtube/video').query({ url: 'https://youtu.be/FcGrcNotes1' }).expect(200);
    expect(video.body).toMatchObject({ id: 'FcGrcNotes1', channelTitle: 'Grace Notes Worship', source: 'sample' });
    const insta = await visitor().get('/api/instagram/user').query({ username: 'dailybreadpages' }).expect(200);
    expect(insta.body).toMatchObject({ followerCount: 1240000, verified: true });
    const tiktok = await visitor().get('/api/tiktok/user').query({ username: 'hopeinmotion' }).expect(200);
    expect(tiktok.body).toMatchObject({ likeCount: 8900000 });
    const videos = await visitor().get('/api/tiktok/videos').query({ username: 'hopeinmotion', limit: 2 }).expect(200);
    expect(videos.body).toHaveLength(2);
    const one = await visitor().get('/api/tiktok/videos').query({ username: 'hopeinmotion', limit: 1 }).expect(200);
    expect(one.body).toHaveLength(1);
  });

  it('gives sample data no address on the platforms: its creators and videos are made up, so a link would lead nowhere', async () => {
    const answers = await Promise.all([
      visitor().get('/api/youtube/channel').query({ handle: 'gracenotesworship' }).expect(200),
      visitor().get('/api/youtube/video').query({ url: 'https://www.youtube.com/watch?v=FcGrcNotes1' }).expect(200),
      visitor().get('/api/youtube/video').query({ url: 'https://www.youtube.com/watch?v=FcGrcNotes2' }).expect(200),
      visitor().get('/api/instagram/user').query({ username: 'dailybreadpages' }).expect(200),
      visitor().get('/api/tiktok/user').query({ username: 'hopeinmotion' }).expect(200),
    ]);
    const shorts = await visitor().get('/api/tiktok/videos').query({ username: 'hopeinmotion', limit: 2 }).expect(200);
    for (const item of [...answers.map((a) => a.body), ...shorts.body]) {
      expect({ source: item.source, url: item.url }).toEqual({ source: 'sample', url: null });
    }
    // No page address anywhere in the answers (their pictures come from the bundled files, through the image proxy).
    expect(JSON.stringify([...answers.map((a) => a.body), ...shorts.body])).not.toMatch(/https:\/\/www\.(youtube\.com|instagram\.com|tiktok\.com)\//);
  });

  it.each([
    ['/api/youtube/video', { url: 'https://vimeo.com/123' }, 'Please provide a valid YouTube video URL'],
    ['/api/youtube/video', {}, 'Please provide a valid YouTube video URL'],
    ['/api/youtube/channel', { handle: 'no spaces allowed' }, 'Please provide a valid channel handle, like @faithcollective'],
    ['/api/instagram/user', { username: '' }, 'Please provide a valid username'],
    ['/api/tiktok/videos', { username: 'hopeinmotion', limit: 11 }, 'limit must be a whole number from 1 to 10'],
    ['/api/tiktok/videos', { username: 'hopeinmotion', limit: 0 }, 'limit must be a whole number from 1 to 10'],
  ])('refuses bad parameters with 400 (%s %j)', async (path, query, message) => {
    const res = await visitor().get(path).query(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 for an unknown creator', async () => {
    await visitor().get('/api/tiktok/user').query({ username: 'nobody_here' }).expect(404);
    await visitor().get('/api/youtube/video').query({ url: 'https://www.youtube.com/watch?v=AAAAAAAAAAA' }).expect(404);
  });

  it('serves the bundled sample avatars through the image proxy without any fetch', async () => {
    const res = await visitor().get('/api/proxy-image').query({ url: 'https://yt3.ggpht.com/faith-collective-sample/grace-notes-avatar.png' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it.each([
    [{ ...application, platforms: [] }, 'Please add at least one platform'],
    [{ ...application, platforms: [{ platform: 'myspace', profileUrl: 'https://myspace.com/x' }] }, 'Please select a platform'],
    [{ ...application, platforms: [{ platform: 'youtube', profileUrl: 'not a url' }] }, 'Please provide a valid profile URL'],
    [{ ...application, platforms: [{ platform: 'youtube', profileUrl: 'https://youtube.com/@x', subscriberCount: -1 }] }, 'Subscriber count must be 0 or greater'],
    [{ ...application, name: 'H' }, 'Name must be at least 2 characters'],
    [{ ...application, email: 'hope@' }, 'Please provide a valid email address'],
    [{ ...application, content: 'Short' }, 'Please describe your content in at least 10 characters'],
    [{ ...application, message: 'Please sponsor us' }, "Please tell us more about why you're applying (at least 20 characters)"],
  ])("refuses a bad application with the spec's message (%#)", async (body, message) => {
    const res = await member.post('/api/sponsorship-applications').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses visitors, stores a member application as pending, and shows the decision to the applicant', async () => {
    const signedOut = await visitor().post('/api/sponsorship-applications').send(application);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe('Please log in to submit a sponsorship application');

    const created = await member.post('/api/sponsorship-applications').send({ ...application, audience: '' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', audience: null, platforms: [expect.objectContaining({ platform: 'tiktok', subscriberCount: 356000 }), expect.objectContaining({ platform: 'youtube', subscriberCount: null })] });

    await member.post(`/api/admin/sponsorship-applications/${created.body.id}/approve`).expect(403);
    await visitor().get('/api/admin/sponsorship-applications').expect(401);
    const queue = await admin.get('/api/admin/sponsorship-applications').query({ status: 'pending' }).expect(200);
    expect(queue.body.map((a: { id: string }) => a.id)).toContain(created.body.id);
    const approved = await admin.post(`/api/admin/sponsorship-applications/${created.body.id}/approve`).expect(200);
    expect(approved.body.status).toBe('approved');
    const again = await admin.post(`/api/admin/sponsorship-applications/${created.body.id}/reject`);
    expect(again.status).toBe(409);
    const mine = await member.get('/api/user/sponsorship-applications').expect(200);
    expect(mine.body[0]).toMatchObject({ id: created.body.id, status: 'approved' });
  });

  it('keeps one application per member and platform profile waiting for review, however many are sent at once', async () => {
    const applicant = (await signUp(t)).agent;
    const body = { ...application, platforms: [{ platform: 'youtube', profileUrl: 'https://www.youtube.com/@psalmsforthejourney' }] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => applicant.post('/api/sponsorship-applications').send(body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({
      code: 'application_already_pending',
      message: 'You already have a sponsorship application for this platform profile waiting for review. We will let you know the decision on your profile page.',
    });

    // The same channel written differently is the same profile; another channel is a new application.
    const sameChannel = { ...body, platforms: [{ platform: 'youtube', profileUrl: 'http://youtube.com/@PsalmsForTheJourney/' }] };
    expect((await applicant.post('/api/sponsorship-applications').send(sameChannel)).status).toBe(409);
    const otherChannel = { ...body, platforms: [{ platform: 'tiktok', profileUrl: 'https://www.tiktok.com/@psalmsforthejourney' }] };
    expect((await applicant.post('/api/sponsorship-applications').send(otherChannel)).status).toBe(201);
    // Another member may apply for a channel of theirs at the same address (moderators judge who owns it).
    expect((await member.post('/api/sponsorship-applications').send(body)).status).toBe(201);

    // Once decided, the member may apply again for that channel.
    const pending = (await applicant.get('/api/user/sponsorship-applications').expect(200)).body.find(
      (a: { platforms: { profileUrl: string }[] }) => a.platforms[0]?.profileUrl === body.platforms[0]!.profileUrl,
    );
    await admin.post(`/api/admin/sponsorship-applications/${pending.id}/reject`).expect(200);
    await applicant.post('/api/sponsorship-applications').send(body).expect(201);
  });

  it('an admin may feature an approved applicant on the hub: once per profile, first in the list (the hub shows three)', async () => {
    const applicant = (await signUp(t)).agent;
    const body = {
      ...application,
      name: 'Psalms at Sunrise',
      platforms: [
        { platform: 'youtube', profileUrl: 'https://www.youtube.com/@psalmsatsunrise' },
        { platform: 'podcast', profileUrl: 'https://podcasts.example.org/psalms-at-sunrise' },
      ],
    };
    const applied = (await applicant.post('/api/sponsorship-applications').send(body).expect(201)).body;

    // Not before approval, never by members or visitors.
    const early = await admin.post('/api/admin/featured-creators').send({ applicationId: applied.id });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only the creator of an approved application can be featured on the hub.');
    await applicant.post('/api/admin/featured-creators').send({ applicationId: applied.id }).expect(403);
    await visitor().post('/api/admin/featured-creators').send({ applicationId: applied.id }).expect(401);
    await admin.post('/api/admin/featured-creators').send({ applicationId: 'nope' }).expect(400);
    await admin.post('/api/admin/featured-creators').send({ applicationId: '00000000-0000-4000-8000-000000000000' }).expect(404);

    await admin.post(`/api/admin/sponsorship-applications/${applied.id}/approve`).expect(200);
    const before = (await visitor().get('/api/creator-hub/featured').expect(200)).body.creators.length;
    const featured = await admin.post('/api/admin/featured-creators').send({ applicationId: applied.id }).expect(201);
    // The podcast cannot be shown on the hub; the YouTube channel can.
    expect(featured.body).toEqual([
      { position: 1, platform: 'youtube', handle: 'psalmsatsunrise', displayName: 'Psalms at Sunrise', profileUrl: 'https://www.youtube.com/@psalmsatsunrise', isSponsored: true },
    ]);
    const again = await admin.post('/api/admin/featured-creators').send({ applicationId: applied.id }).expect(201);
    expect(again.body).toEqual(featured.body);
    const hub = (await visitor().get('/api/creator-hub/featured').expect(200)).body.creators;
    expect(hub).toHaveLength(before + 1);
    expect(hub.map((c: { position: number }) => c.position)).toEqual(Array.from({ length: before + 1 }, (_, i) => i + 1));
    expect(hub[0]).toMatchObject({ displayName: 'Psalms at Sunrise', platform: 'youtube' });
    expect(hub[1]).toMatchObject({ displayName: 'Grace Notes Worship' });
    // The applicant sees the decision on their profile.
    const mine = await applicant.get('/api/user/sponsorship-applications').expect(200);
    expect(mine.body[0]).toMatchObject({ id: applied.id, status: 'approved' });
  });
});
