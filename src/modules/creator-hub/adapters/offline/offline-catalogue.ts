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
} from '../../application/platform-data.js';

/** demo-content/creators at the repository root, from src/ or dist/ alike. */
export const SAMPLE_DIR = fileURLToPath(new URL('../../../../../demo-content/creators/', import.meta.url));

interface Catalogue {
  youtube: { channels: Record<string, Channel>; videos: Record<string, Video> };
  instagram: { users: Record<string, PhotoUser> };
  tiktok: { users: Record<string, ShortVideoUser>; videos: Record<string, ShortVideo[]> };
}

let loaded: Catalogue | null = null;
function catalogue(): Catalogue {
  loaded ??= JSON.parse(readFileSync(`${SAMPLE_DIR}catalogue.json`, 'utf8')) as Catalogue;
  return loaded;
}

function found<T>(value: T | undefined, what: string): T {
  if (!value) throw new PlatformError('not_found', `${what} is not in the sample catalogue`);
  return value;
}

/** The bundled sample catalogue: used when no platform credentials are configured (and always offline). */
export class OfflineVideoPlatform implements VideoPlatform {
  readonly source = 'sample' as const;
  async video(videoId: string): Promise<Video> {
    return found(catalogue().youtube.videos[videoId], 'That video');
  }
  async channel(handle: string): Promise<Channel> {
    return found(catalogue().youtube.channels[handle.toLowerCase()], 'That channel');
  }
}

export class OfflinePhotoPlatform implements PhotoPlatform {
  readonly source = 'sample' as const;
  async user(username: string): Promise<PhotoUser> {
    return found(catalogue().instagram.users[username.toLowerCase()], 'That account');
  }
}

export class OfflineShortVideoPlatform implements ShortVideoPlatform {
  readonly source = 'sample' as const;
  async user(username: string): Promise<ShortVideoUser> {
    return found(catalogue().tiktok.users[username.toLowerCase()], 'That account');
  }
  async videos(username: string, limit: number): Promise<ShortVideo[]> {
    return found(catalogue().tiktok.videos[username.toLowerCase()], 'That account').slice(0, limit);
  }
}
