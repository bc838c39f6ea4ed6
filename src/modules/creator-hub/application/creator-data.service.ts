import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../../shared-kernel/domain.js';
import { CREATOR_DATA_CACHE, type CreatorDataCache } from './creator-data.cache.js';
import {
  type Channel,
  PHOTO_PLATFORM,
  type PhotoPlatform,
  type PhotoUser,
  PlatformError,
  type Provenance,
  SHORT_VIDEO_PLATFORM,
  type ShortVideo,
  type ShortVideoPlatform,
  type ShortVideoUser,
  VIDEO_PLATFORM,
  type Video,
  type VideoPlatform,
} from './platform-data.port.js';

/** How often the cached platform data is refreshed (once a period across instances: the job queue). */
export const REFRESH_EVERY_MS = 30 * 60_000;
const SHORT_VIDEO_BATCH = 10;

type WithProvenance<T> = T & Provenance;

/**
 * Creators' stats and videos, read from the PostgreSQL cache. A key seen for the first time is
 * fetched at once; afterwards a periodic job (adapters/scheduling) refreshes every key, so a platform outage or an
 * exhausted quota shows the last known data instead of an error.
 */
@Injectable()
export class CreatorData implements BeforeApplicationShutdown {
  private readonly logger = new Logger('CreatorData');
  private refreshing: Promise<number> | null = null;
  private stopped = false;

  constructor(
    @Inject(CREATOR_DATA_CACHE) private readonly cache: CreatorDataCache,
    @Inject(VIDEO_PLATFORM) private readonly youtube: VideoPlatform,
    @Inject(PHOTO_PLATFORM) private readonly instagram: PhotoPlatform,
    @Inject(SHORT_VIDEO_PLATFORM) private readonly tiktok: ShortVideoPlatform,
  ) {}

  video(videoId: string): Promise<WithProvenance<Video>> {
    return this.read(`youtube:video:${videoId}`);
  }

  channel(handle: string): Promise<WithProvenance<Channel>> {
    return this.read(`youtube:channel:${handle.toLowerCase()}`);
  }

  instagramUser(username: string): Promise<WithProvenance<PhotoUser>> {
    return this.read(`instagram:user:${username}`);
  }

  tiktokUser(username: string): Promise<WithProvenance<ShortVideoUser>> {
    return this.read(`tiktok:user:${username}`);
  }

  async tiktokVideos(username: string, limit: number): Promise<WithProvenance<ShortVideo>[]> {
    const { items, source, fetchedAt } = await this.read<{ items: ShortVideo[] }>(`tiktok:videos:${username}`);
    return items.slice(0, limit).map((item) => ({ ...item, source, fetchedAt }));
  }

  /** The application is closing: no refresh starts, and the one under way finishes while the database is open. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.refreshing?.catch(() => undefined);
  }

  /**
   * Refetches every cached key; failures keep the old data and are recorded. Returns how many were refreshed.
   * A closing application stops after the key under way (each may take the platform's 5 s time-out): the
   * others keep their data until the next period; a closed one starts none (0).
   */
  refreshAll(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.refreshing ??= this.refreshKeys().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  private async refreshKeys(): Promise<number> {
    let refreshed = 0;
    for (const key of await this.cache.keys()) {
      if (this.stopped) break;
      try {
        const { payload, source } = await this.fetch(key);
        await this.cache.put(key, payload, source);
        refreshed++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn(`Could not refresh ${key}: ${message}`);
        await this.cache.recordFailure(key, message);
      }
    }
    return refreshed;
  }

  private async read<T>(key: string): Promise<WithProvenance<T>> {
    const cached = await this.cache.get<T>(key);
    if (cached) return { ...cached.payload, source: cached.source, fetchedAt: cached.fetchedAt.toISOString() };
    try {
      const { payload, source } = await this.fetch(key);
      const stored = await this.cache.put(key, payload as T, source);
      return { ...stored.payload, source, fetchedAt: stored.fetchedAt.toISOString() };
    } catch (error) {
      if (error instanceof PlatformError) {
        if (error.kind === 'not_found') throw DomainError.notFound('creator_not_found', error.message);
        throw new DomainError('platform_unavailable', 'The platform is not answering right now. Please try again later.', 'unavailable');
      }
      throw error;
    }
  }

  private async fetch(key: string): Promise<{ payload: unknown; source: 'live' | 'sample' }> {
    const [platform, kind, id] = key.split(':');
    if (platform === 'youtube' && kind === 'video') return { payload: await this.youtube.video(id), source: this.youtube.source };
    if (platform === 'youtube' && kind === 'channel') return { payload: await this.youtube.channel(id), source: this.youtube.source };
    if (platform === 'instagram' && kind === 'user') return { payload: await this.instagram.user(id), source: this.instagram.source };
    if (platform === 'tiktok' && kind === 'user') return { payload: await this.tiktok.user(id), source: this.tiktok.source };
    if (platform === 'tiktok' && kind === 'videos') {
      return { payload: { items: await this.tiktok.videos(id, SHORT_VIDEO_BATCH) }, source: this.tiktok.source };
    }
    throw new Error(`Unknown cache key ${key}`);
  }
}
