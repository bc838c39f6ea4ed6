export type ApplicationReviewStatus = 'pending' | 'approved' | 'rejected';

/** A sponsorship application as a moderator sees it (creator-hub's data, read through its public API). */
export interface ModeratedApplication {
  id: string;
  name: string;
  email: string;
  platforms: { platform: string; profileUrl: string; subscriberCount?: number | null }[];
  content: string;
  audience: string | null;
  message: string;
  status: ApplicationReviewStatus;
  reviewedAt: Date | null;
  createdAt: Date;
}

/** Where moderation reads sponsorship applications from (creator-hub). */
export interface ApplicationCatalog {
  list(filter: { status?: ApplicationReviewStatus; limit: number; offset: number }): Promise<ModeratedApplication[]>;
  ofApplicant(applicantId: string): Promise<ModeratedApplication[]>;
}
export const APPLICATION_CATALOG = Symbol('ApplicationCatalog');
