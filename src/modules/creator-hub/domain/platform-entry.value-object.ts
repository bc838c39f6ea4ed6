import { isWebUrl } from '../../../shared-kernel/domain.js';
import { ApplicationMessages, ApplicationErrors } from './sponsorship-application.errors.js';

/**
 * The spec's nine platform choices (section 3): video, photo-sharing, short-video, microblog (shown
 * "X (Twitter)"), live-streaming, social network, Podcast, Blog (shown "Blog/Website"), Other.
 */
export const PLATFORM_CHOICES = ['youtube', 'instagram', 'tiktok', 'twitter', 'twitch', 'facebook', 'podcast', 'blog', 'other'] as const;
export type PlatformChoice = (typeof PLATFORM_CHOICES)[number];

export const MAX_PROFILE_URL_LENGTH = 500;

export function isPlatformChoice(value: string): value is PlatformChoice {
  return (PLATFORM_CHOICES as readonly string[]).includes(value);
}

/** A creator's profile on a platform: an http(s) address with a dotted host name, 500 characters at most. */
export function isProfileUrl(value: string): boolean {
  if (!isWebUrl(value, { maxLength: MAX_PROFILE_URL_LENGTH })) return false;
  return new URL(value).hostname.includes('.');
}

/** A subscriber or follower count: a whole number, 0 or more. */
export function isSubscriberCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** One platform row of an application: the platform, the creator's profile there, and optionally its audience size. */
export class PlatformEntry {
  private constructor(
    readonly platform: PlatformChoice,
    readonly profileUrl: string,
    readonly subscriberCount: number | null,
  ) {}

  /** The spec's rules for a row, in the form's order; `index` names the row in the errors. */
  static of(input: { platform: string; profileUrl: string; subscriberCount: number | null }, index: number): PlatformEntry {
    const platform = input.platform.trim().toLowerCase();
    if (!isPlatformChoice(platform)) throw ApplicationErrors.invalid(`platforms.${index}.platform`, ApplicationMessages.platform);
    const profileUrl = input.profileUrl.trim();
    if (!isProfileUrl(profileUrl)) throw ApplicationErrors.invalid(`platforms.${index}.profileUrl`, ApplicationMessages.profileUrl);
    if (input.subscriberCount !== null && !isSubscriberCount(input.subscriberCount)) {
      throw ApplicationErrors.invalid(`platforms.${index}.subscriberCount`, ApplicationMessages.subscriberCount);
    }
    return new PlatformEntry(platform, profileUrl, input.subscriberCount);
  }

  /** A row read back from storage, checked when it was submitted. */
  static restore(data: { platform: PlatformChoice; profileUrl: string; subscriberCount: number | null }): PlatformEntry {
    return new PlatformEntry(data.platform, data.profileUrl, data.subscriberCount);
  }

  /**
   * The profile this entry names, for telling two applications about the same channel apart: the platform
   * and its address without scheme, "www.", letter case, query or trailing slash.
   */
  get profileKey(): string {
    const address = this.profileUrl
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .replace(/^www\./, '')
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '');
    return `${this.platform}:${address}`;
  }

  /** The account name in the profile's address (the last part of its path, without "@"), e.g. hopeinmotion. */
  get handle(): string {
    const path = this.profileUrl.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
    const parts = path.split('/').filter(Boolean);
    return (parts[parts.length - 1] ?? '').replace(/^@/, '');
  }

  toData(): { platform: PlatformChoice; profileUrl: string; subscriberCount: number | null } {
    return { platform: this.platform, profileUrl: this.profileUrl, subscriberCount: this.subscriberCount };
  }
}
