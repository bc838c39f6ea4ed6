import type { Page } from '../../../shared-kernel/application.js';

export type CampaignReviewStatus = 'pending' | 'approved' | 'rejected';

/** A campaign as a moderator sees it (fundraising's data, read through its public API). */
export interface ModeratedCampaign {
  id: string;
  slug: string;
  title: string;
  description: string;
  goalCents: number;
  currentAmountCents: number;
  donorCount: number;
  image: string | null;
  video: string | null;
  additionalImages: string[];
  endDate: Date | null;
  /** The organiser's last day (YYYY-MM-DD in endTimeZone). */
  endDay: string | null;
  endTimeZone: string;
  isActive: boolean;
  status: CampaignReviewStatus;
  archivedAt: Date | null;
  pendingRevision: {
    title: string;
    description: string;
    goalCents: number;
    image: string | null;
    video: string | null;
    additionalImages: string[];
    submittedAt: Date;
  } | null;
  /** The moderator's latest rejection its owner is shown. */
  lastRejection: { of: 'campaign' | 'edit'; reason: string | null; at: Date } | null;
  ownerId: string;
  createdAt: Date;
  updatedAt: Date;
  user: { firstName: string | null; lastName: string | null; profileImageUrl: string | null; location: string | null } | null;
}

export interface CampaignListFilter {
  status?: CampaignReviewStatus;
  text?: string;
  limit: number;
  cursor?: string;
}

/** Where moderation reads campaigns from (fundraising). */
export interface CampaignCatalog {
  find(id: string): Promise<ModeratedCampaign | null>;
  /** These campaigns in this order; those that no longer exist are left out. */
  inOrder(ids: string[]): Promise<ModeratedCampaign[]>;
  /** Every campaign, optionally of one status; ranked by `text` or newest first. */
  list(filter: CampaignListFilter): Promise<Page<ModeratedCampaign>>;
}
export const CAMPAIGN_CATALOG = Symbol('CampaignCatalog');
