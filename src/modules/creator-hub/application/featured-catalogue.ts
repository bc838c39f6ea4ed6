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

export interface FeaturedCatalogue {
  creators(): Promise<FeaturedCreator[]>;
  content(): Promise<FeaturedContent[]>;
}
export const FEATURED_CATALOGUE = Symbol('FeaturedCatalogue');
