import { type Channel, PlatformError, type Video, type VideoPlatform } from '../../application/platform-data.port.js';
import { num, requestJson, str } from '../platform-http.js';

interface YouTubeItem {
  id: string;
  snippet?: { title?: string; description?: string; channelTitle?: string; publishedAt?: string; customUrl?: string; thumbnails?: Record<string, { url?: string }> };
  statistics?: Record<string, string>;
  contentDetails?: { duration?: string };
}

function bestThumbnail(thumbnails: Record<string, { url?: string }> | undefined): string | null {
  for (const size of ['maxres', 'high', 'medium', 'default']) if (thumbnails?.[size]?.url) return thumbnails[size].url!;
  return null;
}

/** YouTube Data API v3: videos.list and channels.list (forHandle), with an API key. */
export class YouTubeDataApi implements VideoPlatform {
  readonly source = 'live' as const;

  constructor(private readonly settings: { apiKey: string; baseUrl: string }) {}

  private async list(resource: 'videos' | 'channels', params: Record<string, string>): Promise<YouTubeItem[]> {
    const url = new URL(`${this.settings.baseUrl}/${resource}`);
    for (const [k, v] of Object.entries({ ...params, key: this.settings.apiKey })) url.searchParams.set(k, v);
    const { status, body } = await requestJson(url.toString());
    if (status === 200) return (body.items as YouTubeItem[] | undefined) ?? [];
    const error = body.error as { message?: string; errors?: { reason?: string }[] } | undefined;
    const reason = error?.errors?.[0]?.reason ?? '';
    if (status === 403 && /quota|rateLimit/i.test(reason)) throw new PlatformError('quota', 'YouTube quota exceeded');
    if (status === 404) throw new PlatformError('not_found', 'Not found on YouTube');
    throw new PlatformError('unavailable', `YouTube answered ${status}: ${error?.message ?? reason}`);
  }

  async video(videoId: string): Promise<Video> {
    const [item] = await this.list('videos', { part: 'snippet,statistics,contentDetails', id: videoId });
    if (!item) throw new PlatformError('not_found', 'We could not find that video');
    return {
      id: item.id,
      title: str(item.snippet?.title),
      description: str(item.snippet?.description),
      thumbnail: bestThumbnail(item.snippet?.thumbnails),
      channelTitle: str(item.snippet?.channelTitle),
      viewCount: num(item.statistics?.viewCount),
      likeCount: num(item.statistics?.likeCount),
      commentCount: num(item.statistics?.commentCount),
      duration: str(item.contentDetails?.duration),
      publishedAt: str(item.snippet?.publishedAt),
      url: `https://www.youtube.com/watch?v=${item.id}`,
    };
  }

  async channel(handle: string): Promise<Channel> {
    const [item] = await this.list('channels', { part: 'snippet,statistics', forHandle: `@${handle}` });
    if (!item) throw new PlatformError('not_found', 'We could not find that channel');
    return {
      handle,
      title: str(item.snippet?.title),
      description: str(item.snippet?.description),
      thumbnail: bestThumbnail(item.snippet?.thumbnails),
      subscriberCount: num(item.statistics?.subscriberCount),
      videoCount: num(item.statistics?.videoCount),
      viewCount: num(item.statistics?.viewCount),
      url: `https://www.youtube.com/@${handle}`,
    };
  }
}
