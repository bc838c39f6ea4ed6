import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode = 'ok' | 'not-found' | 'quota' | 'slow' | 'delayed';

/**
 * One local server answering as YouTube Data API v3 (/youtube/v3), the Instagram Graph API
 * (/v21.0) and TikTok's Research API (/v2), with their real JSON shapes, including their error
 * and quota answers. `mode` decides how it behaves; `hits` counts requests per path.
 */
export class PlatformStandIn {
  mode: StandInMode = 'ok';
  readonly hits: string[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    this.hits.push(url.pathname);
    for await (const _ of req) void _;
    if (this.mode === 'slow') {
      await new Promise((r) => setTimeout(r, 6500));
      if (res.destroyed) return;
    }
    // Answers as 'ok' does, a moment later (well within the adapters' 5 s).
    if (this.mode === 'delayed') await new Promise((r) => setTimeout(r, 200));
    if (url.pathname.startsWith('/youtube/v3/')) return this.youtube(url, res);
    if (url.pathname.startsWith('/v21.0/')) return this.instagram(url, res);
    if (url.pathname.startsWith('/v2/research/')) return this.tiktok(url, res);
    this.json(res, 404, { error: 'unknown path' });
  }

  private youtube(url: URL, res: ServerResponse): void {
    if (url.searchParams.get('key') !== 'yt-test-key') {
      return this.json(res, 400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', errors: [{ reason: 'badRequest' }] } });
    }
    if (this.mode === 'quota') {
      return this.json(res, 403, {
        error: { code: 403, message: 'The request cannot be completed because you have exceeded your quota.', errors: [{ message: 'quota', domain: 'youtube.quota', reason: 'quotaExceeded' }] },
      });
    }
    if (this.mode === 'not-found') return this.json(res, 200, { kind: 'youtube#videoListResponse', items: [], pageInfo: { totalResults: 0, resultsPerPage: 0 } });
    if (url.pathname.endsWith('/videos')) {
      return this.json(res, 200, {
        kind: 'youtube#videoListResponse',
        items: [
          {
            kind: 'youtube#video',
            id: url.searchParams.get('id'),
            snippet: {
              publishedAt: '2026-05-01T12:00:00Z',
              title: 'Live: Sunday Worship',
              description: 'A service from our church.',
              thumbnails: { default: { url: 'https://i.ytimg.com/vi/x/default.jpg' }, high: { url: 'https://i.ytimg.com/vi/x/hqdefault.jpg' } },
              channelTitle: 'Real Channel',
            },
            contentDetails: { duration: 'PT1H2M3S' },
            statistics: { viewCount: '12345', likeCount: '678', favoriteCount: '0', commentCount: '90' },
          },
        ],
      });
    }
    return this.json(res, 200, {
      kind: 'youtube#channelListResponse',
      items: [
        {
          kind: 'youtube#channel',
          id: 'UC123',
          snippet: { title: 'Real Channel', description: 'Worship every week.', customUrl: '@realchannel', thumbnails: { high: { url: 'https://yt3.ggpht.com/abc=s800' } } },
          statistics: { viewCount: '5000000', subscriberCount: '42000', hiddenSubscriberCount: false, videoCount: '310' },
        },
      ],
    });
  }

  private instagram(url: URL, res: ServerResponse): void {
    if (this.mode === 'quota') {
      return this.json(res, 400, { error: { message: '(#4) Application request limit reached', type: 'OAuthException', is_transient: true, code: 4, fbtrace_id: 'A1' } });
    }
    if (this.mode === 'not-found') {
      return this.json(res, 400, { error: { message: 'Invalid user id', type: 'OAuthException', code: 110, error_subcode: 2207013, fbtrace_id: 'A2' } });
    }
    const fields = url.searchParams.get('fields') ?? '';
    const username = /business_discovery\.username\(([^)]+)\)/.exec(fields)?.[1] ?? 'unknown';
    return this.json(res, 200, {
      business_discovery: {
        username,
        name: 'Real Photos',
        profile_picture_url: 'https://scontent.cdninstagram.com/v/t51/abc.jpg',
        biography: 'Scripture art.',
        followers_count: 98765,
        media_count: 432,
        id: '17841400000000000',
      },
      id: '17841405822304914',
    });
  }

  private tiktok(url: URL, res: ServerResponse): void {
    if (this.mode === 'quota') {
      return this.json(res, 429, { data: {}, error: { code: 'rate_limit_exceeded', message: 'Too many requests', log_id: 'L1' } });
    }
    if (this.mode === 'not-found') {
      return this.json(res, 400, { data: {}, error: { code: 'invalid_params', message: 'The user does not exist', log_id: 'L2' } });
    }
    if (url.pathname.includes('/user/info/')) {
      return this.json(res, 200, {
        data: { display_name: 'Real Shorts', bio_description: 'Hope in 60 seconds', avatar_url: 'https://p16-sign.tiktokcdn.com/a.jpeg', is_verified: true, follower_count: 5600, following_count: 10, likes_count: 123456, video_count: 77 },
        error: { code: 'ok', message: '', log_id: 'L3' },
      });
    }
    return this.json(res, 200, {
      data: {
        videos: [
          { id: 701, video_description: 'Serving lunch #service', create_time: 1761000000, username: 'real', like_count: 10, comment_count: 2, share_count: 1, view_count: 100, duration: 30 },
          { id: 702, video_description: 'Choir practice', create_time: 1761100000, username: 'real', like_count: 20, comment_count: 3, share_count: 2, view_count: 200, duration: 45 },
          { id: 703, video_description: 'Third one', create_time: 1761200000, username: 'real', like_count: 30, comment_count: 4, share_count: 3, view_count: 300, duration: 50 },
        ],
        cursor: 3,
        has_more: false,
        search_id: 'S1',
      },
      error: { code: 'ok', message: '', log_id: 'L4' },
    });
  }
}
