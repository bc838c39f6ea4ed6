/** What the hub shows of each platform (spec section 3), plus where it came from and when. */
export interface Provenance {
  /** 'live' from the platform's API; 'sample' from the bundled offline catalog. */
  source: 'live' | 'sample';
  fetchedAt: string;
}

export interface Video {
  id: string;
  title: string;
  description: string;
  thumbnail: string | null;
  channelTitle: string;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  /** ISO 8601 duration, e.g. PT4M13S. */
  duration: string;
  publishedAt: string;
  /** Its page on the platform; null for sample data (made up, on no platform: a link would lead nowhere). */
  url: string | null;
}

export interface Channel {
  handle: string;
  title: string;
  description: string;
  thumbnail: string | null;
  subscriberCount: number;
  videoCount: number;
  viewCount: number;
  /** Its page on the platform; null for sample data (made up, on no platform: a link would lead nowhere). */
  url: string | null;
}

export interface PhotoUser {
  username: string;
  displayName: string;
  avatar: string | null;
  verified: boolean;
  description: string;
  followerCount: number;
  postCount: number;
  /** Its page on the platform; null for sample data (made up, on no platform: a link would lead nowhere). */
  url: string | null;
}

export interface ShortVideoUser {
  username: string;
  displayName: string;
  avatar: string | null;
  verified: boolean;
  description: string;
  followerCount: number;
  videoCount: number;
  likeCount: number;
  /** Its page on the platform; null for sample data (made up, on no platform: a link would lead nowhere). */
  url: string | null;
}

export interface ShortVideo {
  id: string;
  username: string;
  displayName: string;
  title: string;
  description: string;
  thumbnail: string | null;
  duration: number;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  publishedAt: string;
  /** Its page on the platform; null for sample data (made up, on no platform: a link would lead nowhere). */
  url: string | null;
}

/** A platform's refusal, in terms the hub can act on. */
export class PlatformError extends Error {
  constructor(
    readonly kind: 'not_found' | 'quota' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

/** YouTube Data API v3 (or the offline catalog). */
export interface VideoPlatform {
  readonly source: 'live' | 'sample';
  video(videoId: string): Promise<Video>;
  channel(handle: string): Promise<Channel>;
}
export const VIDEO_PLATFORM = Symbol('VideoPlatform');

/** Instagram Graph API business discovery (or the offline catalog). */
export interface PhotoPlatform {
  readonly source: 'live' | 'sample';
  user(username: string): Promise<PhotoUser>;
}
export const PHOTO_PLATFORM = Symbol('PhotoPlatform');

/** TikTok's API (or the offline catalog). */
export interface ShortVideoPlatform {
  readonly source: 'live' | 'sample';
  user(username: string): Promise<ShortVideoUser>;
  videos(username: string, limit: number): Promise<ShortVideo[]>;
}
export const SHORT_VIDEO_PLATFORM = Symbol('ShortVideoPlatform');
