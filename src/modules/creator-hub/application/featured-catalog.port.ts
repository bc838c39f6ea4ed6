export interface FeaturedCreator {
  position: number;
  platform: 'youtube' | 'instagram' | 'tiktok';
  handle: string;
  displayName: string;
  profileUrl: string;
  isSponsored: boolean;
}

export interface FeaturedContent {
  position: number;
  platform: 'youtube' | 'tiktok';
  /** A YouTube video URL, or a TikTok username whose recent videos are shown. */
  reference: string;
  isSponsored: boolean;
  isFeatured: boolean;
}

/** A creator to add to the hub, from an approved sponsorship application. */
export interface NewFeaturedCreator {
  platform: FeaturedCreator['platform'];
  handle: string;
  displayName: string;
  profileUrl: string;
  applicationId: string;
}

export interface FeaturedCatalog {
  creators(): Promise<FeaturedCreator[]>;
  /** Adds these creators first, before the others (a profile already featured stays where it is); answers the application's rows. */
  add(creators: NewFeaturedCreator[]): Promise<FeaturedCreator[]>;
  content(): Promise<FeaturedContent[]>;
}
export const FEATURED_CATALOG = Symbol('FeaturedCatalog');
