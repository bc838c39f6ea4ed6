import { PlatformError, type ShortVideo, type ShortVideoPlatform, type ShortVideoUser } from '../../application/platform-data.port.js';
import { num, requestJson, str } from '../platform-http.js';

/** TikTok's Research API: public user info and a user's recent videos, with a client access token. */
export class TikTokResearchApi implements ShortVideoPlatform {
  readonly source = 'live' as const;

  constructor(private readonly settings: { accessToken: string; baseUrl: string }) {}

  private async post(path: string, fields: string, payload: unknown): Promise<Record<string, unknown>> {
    const { status, body } = await requestJson(`${this.settings.baseUrl}${path}?fields=${fields}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.settings.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const error = body.error as { code?: string; message?: string } | undefined;
    if (status === 200 && (!error || error.code === 'ok')) return (body.data as Record<string, unknown>) ?? {};
    if (status === 429 || error?.code === 'rate_limit_exceeded') throw new PlatformError('quota', 'TikTok rate limit reached');
    if (status === 404 || error?.code === 'invalid_params' || /not.?found|not exist/i.test(error?.message ?? '')) {
      throw new PlatformError('not_found', 'We could not find that account');
    }
    throw new PlatformError('unavailable', `TikTok answered ${status}: ${error?.message ?? ''}`);
  }

  async user(username: string): Promise<ShortVideoUser> {
    const data = await this.post(
      '/research/user/info/',
      'display_name,bio_description,avatar_url,is_verified,follower_count,likes_count,video_count',
      { username },
    );
    return {
      username,
      displayName: str(data.display_name) || username,
      avatar: str(data.avatar_url) || null,
      verified: data.is_verified === true,
      description: str(data.bio_description),
      followerCount: num(data.follower_count),
      videoCount: num(data.video_count),
      likeCount: num(data.likes_count),
      url: `https://www.tiktok.com/@${username}`,
    };
  }

  async videos(username: string, limit: number): Promise<ShortVideo[]> {
    const end = new Date();
    const start = new Date(end.getTime() - 30 * 86_400_000);
    const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
    const data = await this.post(
      '/research/video/query/',
      'id,video_description,create_time,username,like_count,comment_count,share_count,view_count,duration',
      {
        query: { and: [{ operation: 'EQ', field_name: 'username', field_values: [username] }] },
        start_date: ymd(start),
        end_date: ymd(end),
        max_count: Math.min(Math.max(limit, 1), 100),
      },
    );
    const videos = (data.videos as Record<string, unknown>[] | undefined) ?? [];
    return videos.slice(0, limit).map((v) => {
      const description = str(v.video_description);
      return {
        id: String(v.id),
        username,
        displayName: username,
        title: description.split(/[#\n]/)[0].trim() || 'TikTok video',
        description,
        thumbnail: null,
        duration: num(v.duration),
        viewCount: num(v.view_count),
        likeCount: num(v.like_count),
        commentCount: num(v.comment_count),
        shareCount: num(v.share_count),
        publishedAt: new Date(num(v.create_time) * 1000).toISOString(),
        url: `https://www.tiktok.com/@${username}/video/${String(v.id)}`,
      };
    });
  }
}
