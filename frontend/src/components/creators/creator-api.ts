import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { api, readData, sendData } from '../../api/client';
import type { components } from '../../api/schema';

export type Featured = components['schemas']['FeaturedResponse'];
export type FeaturedCreator = components['schemas']['FeaturedCreatorResponse'];
export type FeaturedContent = components['schemas']['FeaturedContentResponse'];
export type Channel = components['schemas']['ChannelResponse'];
export type Video = components['schemas']['VideoResponse'];
export type PhotoUser = components['schemas']['PhotoUserResponse'];
export type ShortVideoUser = components['schemas']['ShortVideoUserResponse'];
export type ShortVideo = components['schemas']['ShortVideoResponse'];
export type SponsorshipApplication = components['schemas']['SponsorshipApplicationResponse'];
export type SponsorshipApplicationRequest = components['schemas']['SponsorshipApplicationRequest'];
export type PlatformEntry = components['schemas']['PlatformEntryDto'];
export type PlatformChoice = PlatformEntry['platform'];

/** How many short videos the hub asks for (spec section 9). */
export const SHORT_VIDEO_LIMIT = 2;

export const creatorKeys = {
  featured: ['/api/creator-hub/featured'] as const,
  channel: (handle: string) => ['/api/youtube/channel', handle] as const,
  video: (url: string) => ['/api/youtube/video', url] as const,
  photoUser: (username: string) => ['/api/instagram/user', username] as const,
  shortUser: (username: string) => ['/api/tiktok/user', username] as const,
  shortVideos: (username: string) => ['/api/tiktok/videos', username, SHORT_VIDEO_LIMIT] as const,
  myApplications: (userId: string) => ['/api/user/sponsorship-applications', userId] as const,
};

/**
 * A read that must produce data: a failure, a 401 or an empty answer (the start-up window silences failed reads)
 * all become an Error with the spec's text ('Failed to fetch channel data', ...), which the cards show as their
 * fallback. The cards carry the message, so these reads never toast.
 */
async function required<T>(call: Promise<T | null>, failure: string): Promise<T> {
  let data: T | null;
  try {
    data = await call;
  } catch (cause) {
    throw new Error(failure, { cause });
  }
  if (data == null) throw new Error(failure);
  return data;
}

const quiet = { silent: true } as const;

export type CreatorProfile = Channel | PhotoUser | ShortVideoUser;

export const creatorQueries = {
  /** The hub's featured creators and content: rows in the database, never constants in the screen. */
  featured: () =>
    queryOptions({
      queryKey: creatorKeys.featured,
      queryFn: () => required(readData(api.GET('/api/creator-hub/featured')), 'Failed to fetch featured creators'),
      meta: quiet,
    }),

  channel: (handle: string) =>
    queryOptions({
      queryKey: creatorKeys.channel(handle),
      queryFn: () => required(readData(api.GET('/api/youtube/channel', { params: { query: { handle } } })), 'Failed to fetch channel data'),
      meta: quiet,
    }),

  video: (url: string, featured = true) =>
    queryOptions({
      queryKey: creatorKeys.video(url),
      queryFn: () =>
        required(
          readData(api.GET('/api/youtube/video', { params: { query: { url } } })),
          featured ? 'Failed to fetch featured video data' : 'Failed to fetch video data',
        ),
      meta: quiet,
    }),

  photoUser: (username: string) =>
    queryOptions({
      queryKey: creatorKeys.photoUser(username),
      queryFn: () =>
        required(readData(api.GET('/api/instagram/user', { params: { query: { username } } })), 'Failed to fetch Instagram user data'),
      meta: quiet,
    }),

  shortVideoUser: (username: string) =>
    queryOptions({
      queryKey: creatorKeys.shortUser(username),
      queryFn: () => required(readData(api.GET('/api/tiktok/user', { params: { query: { username } } })), 'Failed to fetch TikTok user data'),
      meta: quiet,
    }),

  shortVideos: (username: string) =>
    queryOptions({
      queryKey: creatorKeys.shortVideos(username),
      queryFn: () =>
        required(
          readData(api.GET('/api/tiktok/videos', { params: { query: { username, limit: SHORT_VIDEO_LIMIT } } })),
          'Failed to fetch TikTok videos',
        ),
      meta: quiet,
    }),

  /** The profile read of a featured creator, by platform. */
  profile: (creator: Pick<FeaturedCreator, 'platform' | 'handle'>): UseQueryOptions<CreatorProfile, Error, CreatorProfile, readonly unknown[]> => {
    const options =
      creator.platform === 'youtube'
        ? creatorQueries.channel(creator.handle)
        : creator.platform === 'instagram'
          ? creatorQueries.photoUser(creator.handle)
          : creatorQueries.shortVideoUser(creator.handle);
    return options as UseQueryOptions<CreatorProfile, Error, CreatorProfile, readonly unknown[]>;
  },

  /** The signed-in member's own applications, newest first as the server sends them. */
  myApplications: (userId: string) =>
    queryOptions({
      queryKey: creatorKeys.myApplications(userId),
      queryFn: () =>
        required(readData(api.GET('/api/user/sponsorship-applications')), 'Failed to fetch your sponsorship applications'),
      meta: quiet,
    }),
};

export function submitSponsorshipApplication(body: SponsorshipApplicationRequest) {
  return sendData(api.POST('/api/sponsorship-applications', { body }));
}

/** Featured creators in position order (1..3), at most three. */
export function featuredCreators(featured: Featured | undefined): FeaturedCreator[] {
  return [...(featured?.creators ?? [])].sort((a, b) => a.position - b.position).slice(0, 3);
}

/** Featured content in position order. */
export function featuredContent(featured: Featured | undefined): FeaturedContent[] {
  return [...(featured?.content ?? [])].sort((a, b) => a.position - b.position);
}

/** Every creator image goes through the server's image proxy (never straight to the platforms). */
export function proxiedImage(url: string | null | undefined): string | null {
  return url ? `/api/proxy-image?url=${encodeURIComponent(url)}` : null;
}

/** Whether an answer came from the bundled sample catalog rather than the live platform. */
export function isSample(data: { source?: string } | null | undefined): boolean {
  return data?.source === 'sample';
}
