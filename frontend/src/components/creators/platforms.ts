import type { PlatformChoice, SponsorshipApplication } from './creator-api';

/** The spec's platform choices (section 3) in its order, with the labels people see. */
export const PLATFORM_LABELS: Record<PlatformChoice, string> = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  twitch: 'Twitch',
  facebook: 'Facebook',
  podcast: 'Podcast',
  blog: 'Blog/Website',
  other: 'Other',
};

export const PLATFORM_OPTIONS = (Object.keys(PLATFORM_LABELS) as PlatformChoice[]).map((value) => ({
  value,
  label: PLATFORM_LABELS[value],
}));

/** What a featured creator's platform is called on their cards and buttons. */
export const FEATURED_PLATFORM: Record<'youtube' | 'instagram' | 'tiktok', { name: string; visit: string; kind: string }> = {
  youtube: { name: 'YouTube', visit: 'Visit YouTube Channel', kind: 'YouTube channel' },
  instagram: { name: 'Instagram', visit: 'Visit Instagram', kind: 'Instagram profile' },
  tiktok: { name: 'TikTok', visit: 'Visit TikTok', kind: 'TikTok profile' },
};

export type ApplicationStatus = SponsorshipApplication['status'];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};
