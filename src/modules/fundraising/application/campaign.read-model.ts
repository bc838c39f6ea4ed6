import type { CampaignStatus } from '../domain/campaign-status.js';

/** The creator's public card, as identity lends it. */
export interface CreatorCard {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  location: string | null;
}

/** An edit of an approved campaign waiting for review: shown to its owner and to admins only. */
export interface CampaignRevisionView {
  title: string;
  description: string;
  goalCents: number;
  image: string | null;
  video: string | null;
  additionalImages: string[];
  submittedAt: Date;
}

/** The moderator's latest rejection, with the reason: shown to the campaign's owner and to admins only. */
export interface CampaignRejectionView {
  /** Of the campaign itself (it stays hidden), or of an edit of it (dropped; the approved version stays public). */
  of: 'campaign' | 'edit';
  reason: string | null;
  at: Date;
}

/** A campaign as screens and integrators read it. Money is integer cents here; dollars at the HTTP edge. */
export interface CampaignView {
  id: string;
  /** An organization's campaign: the organization's id (its page shows its name and logo). */
  organizationId?: string | null;
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
  /** The organiser's time zone: the end date's day is the day there (UTC for campaigns from before zones). */
  endTimeZone: string;
  /** The organiser's last day (YYYY-MM-DD in endTimeZone), shown to everyone; null without an end date. */
  endDay: string | null;
  isActive: boolean;
  status: CampaignStatus;
  /** Closed instead of deleted because it holds gifts: not public, takes no gifts, books kept. */
  archivedAt: Date | null;
  pendingRevision: CampaignRevisionView | null;
  lastRejection: CampaignRejectionView | null;
  ownerId: string;
  createdAt: Date;
  updatedAt: Date;
  user: CreatorCard | null;
}

export interface CampaignPage {
  items: CampaignView[];
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  nextCursor: string | null;
}

export interface CampaignSearch {
  text?: string;
  limit: number;
  cursor?: string;
}

export interface ReviewListFilter extends CampaignSearch {
  status?: CampaignStatus;
}

/** Reads of campaigns for screens; implemented with SQL in adapters/persistence. */
export interface CampaignReadModel {
  /** Approved, active, unarchived campaigns; ranked by relevance when `text` is given, newest first otherwise. */
  searchPublic(search: CampaignSearch): Promise<CampaignPage>;
  findById(id: string): Promise<CampaignView | null>;
  /** These campaigns (those that exist), in one query, in no particular order. */
  findByIds(ids: string[]): Promise<CampaignView[]>;
  /** Titles and slugs of these campaigns, in one query. */
  namesOf(ids: string[]): Promise<Map<string, { title: string; slug: string }>>;
  findBySlug(slug: string): Promise<CampaignView | null>;
  listByOwner(ownerId: string): Promise<CampaignView[]>;
  /** An organization's live campaigns (approved, active, not archived), newest first; at most 100. */
  liveOfOrganization(organizationId: string): Promise<CampaignView[]>;
  /** Every campaign for moderators, optionally of one status; ranked by `text` or newest first. */
  listForReview(filter: ReviewListFilter): Promise<CampaignPage>;
  countByStatus(): Promise<Record<CampaignStatus, number>>;
  /** Sum of all money credited to campaigns, in cents. */
  totalRaisedCents(): Promise<number>;
  /**
   * Campaigns' public totals and donor counts, for payments' reconciliation: those of these ids, or (no ids) a
   * page of the campaigns showing money or donors, ordered by id after `afterId`.
   */
  givingFigures(query: { ids: string[] } | { afterId: string | null; limit: number }): Promise<CampaignGivingFigures[]>;
}

/** What a campaign shows of its gifts. */
export interface CampaignGivingFigures {
  id: string;
  title: string;
  currentAmountCents: number;
  donorCount: number;
}
export const CAMPAIGN_READ_MODEL = Symbol('CampaignReadModel');

/** Where creator cards come from (identity, through its public API). */
export interface CreatorDirectory {
  cards(userIds: string[]): Promise<Map<string, CreatorCard>>;
}
export const CREATOR_DIRECTORY = Symbol('CreatorDirectory');
