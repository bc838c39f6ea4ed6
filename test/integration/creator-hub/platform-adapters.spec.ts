import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { CreatorData } from '../../../src/modules/creator-hub/index.js';
import { createApp } from '../../../src/main.js';
import { loadConfig } from '../../../src/shared-kernel/infrastructure/config/app-config.js';
import { PlatformStandIn } from '../../support/platform-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The real platform adapters against a local stand-in speaking YouTube's, Instagram's and TikTok's APIs. */
describe('creator platform adapters', () => {
  const platforms = new PlatformStandIn();
  let t: TestApp;
  let env: Record<string, string>;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    await platforms.start();
    env = {
      YOUTUBE_API_KEY: 'yt-test-key',
      YOUTUBE_API_BASE: `${platforms.url}/youtube/v3`,
      INSTAGRAM_ACCESS_TOKEN: 'ig-token',
      INSTAGRAM_USER_ID: '17841405822304914',
      INSTAGRAM_API_BASE: `${platforms.url}/v21.0`,
      TIKTOK_ACCESS_TOKEN: 'tt-token',
      TIKTOK_API_BASE: `${platforms.url}/v2`,
    };
    t = await startTestApp({ env });
  });
  afterAll(async () => {
    await t?.close();
    await platforms.stop();
  });
  beforeEach(() => {
    platforms.mode = 'ok';
  });

  it('maps each platform answer to the fields of the spec, marked live', async () => {
    const video = await http().get('/api/youtube/video').query({ url: 'https://www.youtube.com/watch?v=abcdefghijk' }).expect(200);
    expect(video.body).toMatchObject({ id: 'abcdefghijk', title: 'Live: Sunday Worship', thumbnail: 'https://i.ytimg.com/vi/x/hqdefault.jpg', viewCount: 12345, likeCount: 678, commentCount: 90, duration: 'PT1H2M3S', source: 'live', url: 'https://www.youtube.com/watch?v=abcdefghijk' });
    const channel = await http().get('/api/youtube/channel').query({ handle: 'realchannel' }).expect(200);
    expect(channel.body).toMatchObject({ title: 'Real Channel', subscriberCount: 42000, videoCount: 310, viewCount: 5000000, url: 'https://www.youtube.com/@realchannel' });
    const insta = await http().get('/api/instagram/user').query({ username: 'realphotos' }).expect(200);
    expect(insta.body).toMatchObject({ username: 'realphotos', displayName: 'Real Photos', followerCount: 98765, postCount: 432 });
    const tiktok = await http().get('/api/tiktok/user').query({ username: 'realshorts' }).expect(200);
    expect(tiktok.body).toMatchObject({ displayName: 'Real Shorts', verified: true, likeCount: 123456, videoCount: 77 });
    const videos = await http().get('/api/tiktok/videos').query({ username: 'realshorts', limit: 2 }).expect(200);
    expect(videos.body.map((v: { id: string; title: string }) => [v.id, v.title])).toEqual([['701', 'Serving lunch'], ['702', 'Choir practice']]);
  });

  it('answers 404 when the platform does not know the creator', async () => {
    platforms.mode = 'not-found';
    await http().get('/api/youtube/channel').query({ handle: 'nosuchchannel' }).expect(404);
    await http().get('/api/instagram/user').query({ username: 'nosuchuser' }).expect(404);
    await http().get('/api/tiktok/user').query({ username: 'nosuchuser' }).expect(404);
  });

  it('when a quota is exceeded: 503 for data never seen, the last known data for data already cached', async () => {
    platforms.mode = 'quota';
    const fresh = await http().get('/api/youtube/channel').query({ handle: 'neverseen' });
    expect(fresh.status).toBe(503);
    expect(fresh.body.message).toBe('The platform is not answering right now. Please try again later.');
    await http().get('/api/instagram/user').query({ username: 'quotauser' }).expect(503);
    await http().get('/api/tiktok/user').query({ username: 'quotauser' }).expect(503);
    // realchannel was cached by the first test: a refresh fails, the data stays and is still served
    const refreshed = await t.app.get(CreatorData).refreshAll();
    expect(refreshed).toBe(0);
    const cached = await http().get('/api/youtube/channel').query({ handle: 'realchannel' }).expect(200);
    expect(cached.body.subscriberCount).toBe(42000);
  });

  it('gives up on a platform that does not answer within 5 s', async () => {
    platforms.mode = 'slow';
    const started = Date.now();
    const res = await http().get('/api/youtube/channel').query({ handle: 'slowchannel' });
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(6500);
  });

  it('closing the app lets the refresh finish the key under way on the open database, and starts nothing more', async () => {
    const second = await createApp(loadConfig({ DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent', ...env }, { ...t.config, outboxPollMs: 0 }), { quiet: true });
    try {
      // The failures recorded by the outage above are forgotten: this test counts its own.
      await t.inContext(() => t.app.get(EntityManager).execute(`UPDATE creator_data_cache SET last_error = NULL, last_error_at = NULL`));
      const [{ keys }] = await t.inContext(() => t.app.get(EntityManager).execute<{ keys: number }[]>(`SELECT count(*)::int AS keys FROM creator_data_cache`));
      expect(keys).toBeGreaterThan(1);
      platforms.mode = 'delayed';
      const before = platforms.hits.length;
      let settled = false;
      const refresh = second.get(CreatorData).refreshAll().finally(() => (settled = true));
      const until = Date.now() + 5000;
      while (platforms.hits.length === before && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      expect(platforms.hits.length).toBeGreaterThan(before);

      await second.close();
      // Closed only once the refresh was over (a statement after the pool closed would make MikroORM open
      // a new one that nobody closes), and without waiting for every key: the key under way was stored,
      // the others keep their data until the next period.
      expect(settled).toBe(true);
      const fetched = platforms.hits.length - before;
      await expect(refresh).resolves.toBe(fetched);
      expect(fetched).toBeLessThan(keys);
      const failed = await t.inContext(() => t.app.get(EntityManager).execute<unknown[]>(`SELECT key FROM creator_data_cache WHERE last_error IS NOT NULL`));
      expect(failed).toEqual([]);
      // A closed app starts no refresh (the scheduler's tick may still come while it closes).
      await expect(second.get(CreatorData).refreshAll()).resolves.toBe(0);
    } finally {
      await second.close();
    }
  });
});
