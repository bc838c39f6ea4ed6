import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type Channel,
  type PhotoPlatform,
  type PhotoUser,
  PlatformError,
  type ShortVideo,
  type ShortVideoPlatform,
  type ShortVideoUser,
  type Video,
  type VideoPlatform,
} from '../../application/platform-data.port.js';

/** demo-content/creators at the repository root, from src/ or dist/ alike. */
export const SAMPLE_DIR = fileURLToPath(new URL('../../../../../demo-content/creators/', import.meta.url));

/** The catalog's entries carry no address: its creators and videos are made up and live on no platform. */
type Entry<T extends { url: string | null }> = Omit<T, 'url'>;

interface Catalog {
  youtube: { channels: Record<string, Entry<Channel>>; videos: Record<string, Entry<Video>> };
  instagram: { users: Record<string, Entry<PhotoUser>> };
  tiktok: { users: Record<string, Entry<ShortVideoUser>>; videos: Record<string, Entry<ShortVideo>[]> };
}

let loaded: Catalog | null = null;
function catalog(): Catalog {
  loaded ??= JSON.parse(readFileSync(`${SAMPLE_DIR}catalogue.json`, 'utf8')) as Catalog;
  return loaded;
}

/**
 * A sample entry as the platforms' data, with `url: null`: a link to a made-up channel, profile or video id would
 * send people to a page that does not exist, so sample data links nowhere.
 */
function found<T extends { url: string | null }>(value: Entry<T> | undefined, what: string): T {
  if (!value) throw new PlatformError('not_found', `${what} is not in the sample catalog`);
  return { ...value, url: null } as T;
}

/** The bundled sample catalog: used when no platform credentials are configured (and always offline). */
export class OfflineVideoPlatform implements VideoPlatform {
  readonly source = 'sample' as const;
  async video(videoId: string): Promise<Video> {
    return found<Video>(catalog().youtube.videos[videoId], 'That video');
  }
  async channel(handle: string): Promise<Channel> {
    return found<Channel>(catalog().youtube.channels[handle.toLowerCase()], 'That channel');
  }
}

export class OfflinePhotoPlatform implements PhotoPlatform {
  readonly source = 'sample' as const;
  async user(username: string): Promise<PhotoUser> {
    return found<PhotoUser>(catalog().instagram.users[username.toLowerCase()], 'That account');
  }
}

export class OfflineShortVideoPlatform implements ShortVideoPlatform {
  readonly source = 'sample' as const;
  async user(username: string): Promise<ShortVideoUser> {
    return found<ShortVideoUser>(catalog().tiktok.users[username.toLowerCase()], 'That account');
  }
  async videos(username: string, limit: number): Promise<ShortVideo[]> {
    const videos = catalog().tiktok.videos[username.toLowerCase()];
    if (!videos) throw new PlatformError('not_found', 'That account is not in the sample catalog');
    return videos.slice(0, limit).map((video) => ({ ...video, url: null }));
  }
}
