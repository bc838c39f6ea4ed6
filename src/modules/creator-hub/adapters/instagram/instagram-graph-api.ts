import { type PhotoPlatform, type PhotoUser, PlatformError } from '../../application/platform-data.port.js';
import { num, requestJson, str } from '../platform-http.js';

/**
 * Instagram Graph API business discovery: public figures of a professional account, asked
 * through the platform's own Instagram business account (INSTAGRAM_USER_ID) and token.
 */
export class InstagramGraphApi implements PhotoPlatform {
  readonly source = 'live' as const;

  constructor(private readonly settings: { accessToken: string; userId: string; baseUrl: string }) {}

  async user(username: string): Promise<PhotoUser> {
    const url = new URL(`${this.settings.baseUrl}/${this.settings.userId}`);
    url.searchParams.set('fields', `business_discovery.username(${username}){username,name,profile_picture_url,biography,followers_count,media_count}`);
    url.searchParams.set('access_token', this.settings.accessToken);
    const { status, body } = await requestJson(url.toString());
    if (status === 200) {
      const account = body.business_discovery as Record<string, unknown> | undefined;
      if (!account) throw new PlatformError('not_found', 'We could not find that account');
      return {
        username: str(account.username) || username,
        displayName: str(account.name) || username,
        avatar: str(account.profile_picture_url) || null,
        verified: false, // the Graph API does not say
        description: str(account.biography),
        followerCount: num(account.followers_count),
        postCount: num(account.media_count),
        url: `https://www.instagram.com/${username}/`,
      };
    }
    const error = body.error as { code?: number; error_subcode?: number; message?: string } | undefined;
    if (error?.code === 4 || error?.code === 17 || error?.code === 32 || error?.code === 613) throw new PlatformError('quota', 'Instagram rate limit reached');
    if (error?.code === 110 || error?.error_subcode === 2207013 || status === 404) throw new PlatformError('not_found', 'We could not find that account');
    throw new PlatformError('unavailable', `Instagram answered ${status}: ${error?.message ?? ''}`);
  }
}
