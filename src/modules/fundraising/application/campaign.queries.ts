import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../shared-kernel/application.js';
import type { CampaignStatus } from '../domain/campaign-status.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { namesAnId } from '../domain/slug.value-object.js';
import {
  CAMPAIGN_READ_MODEL,
  CREATOR_DIRECTORY,
  type CampaignPage,
  type CampaignReadModel,
  type CampaignSearch,
  type CampaignView,
  type CreatorDirectory,
  type ReviewListFilter,
} from './campaign.read-model.js';
import { PublicListingCache } from './public-listing.cache.js';

function isOwnerOrAdmin(view: CampaignView, viewer: AuthenticatedUser | undefined): boolean {
  return viewer !== undefined && (viewer.isAdmin || viewer.id === view.ownerId);
}

/**
 * Whose page everyone may see: approved and not archived (ended and paused ones included; a paused one shows it
 * takes no gifts). The public listing also leaves paused ones out (campaign-search.sql.ts).
 */
function isPublic(view: CampaignView): boolean {
  return view.status === 'approved' && !view.archivedAt;
}

/** Campaign reads with their visibility rules and creator cards attached. Other contexts read through this. */
@Injectable()
export class CampaignQueries {
  constructor(
    @Inject(CAMPAIGN_READ_MODEL) private readonly reads: CampaignReadModel,
    @Inject(CREATOR_DIRECTORY) private readonly creators: CreatorDirectory,
    private readonly listings: PublicListingCache,
  ) {}

  /** The public listing (live campaigns), the same for every visitor: briefly cached. */
  async browse(search: CampaignSearch): Promise<CampaignPage> {
    const key = JSON.stringify([search.text?.trim().toLowerCase() ?? '', search.limit, search.cursor ?? '']);
    return this.listings.get(key, async () => {
      const page = await this.reads.searchPublic(search);
      return { ...page, items: await this.withCreators(page.items, 'public') };
    });
  }

  /**
   * By slug or by id; 404 unless public, or the viewer owns it, or the viewer is an admin (an archived one says
   * so in its 404). A paused one is shown with isActive false: its page says it is paused instead of offering to
   * give. Its owner and admins also see the edit waiting for review.
   */
  async open(slugOrId: string, viewer: AuthenticatedUser | undefined): Promise<CampaignView> {
    const view = namesAnId(slugOrId) ? await this.reads.findById(slugOrId) : await this.reads.findBySlug(slugOrId);
    if (!view) throw CampaignErrors.notFound();
    const privileged = isOwnerOrAdmin(view, viewer);
    if (!privileged && view.archivedAt) throw CampaignErrors.archived();
    if (!privileged && view.status !== 'approved') throw CampaignErrors.notFound();
    const [withCreator] = await this.withCreators([view], privileged ? 'privileged' : 'public');
    return withCreator;
  }

  /**
   * These campaigns as the public sees them, in the order asked; those nobody else may see (pending, rejected,
   * archived) or that do not exist are left out; a paused one is listed, marked inactive. A device's saved
   * campaigns are listed this way.
   */
  async publicByIds(ids: string[]): Promise<CampaignView[]> {
    const found = new Map((await this.reads.findByIds(ids)).map((v) => [v.id, v]));
    const views = [...new Set(ids)].flatMap((id) => {
      const view = found.get(id);
      return view && isPublic(view) ? [view] : [];
    });
    return this.withCreators(views, 'public');
  }

  /** A member's own campaigns, whatever their status, newest first. */
  async mine(ownerId: string): Promise<CampaignView[]> {
    return this.withCreators(await this.reads.listByOwner(ownerId), 'privileged');
  }

  /** For moderators: every campaign, optionally of one status. */
  async forReview(filter: ReviewListFilter): Promise<CampaignPage> {
    const page = await this.reads.listForReview(filter);
    return { ...page, items: await this.withCreators(page.items, 'privileged') };
  }

  /** For moderators: these campaigns whatever their status, in the order asked (missing ones left out). */
  async details(ids: string[]): Promise<CampaignView[]> {
    const found = new Map((await this.reads.findByIds(ids)).map((v) => [v.id, v]));
    const views = ids.flatMap((id) => found.get(id) ?? []);
    return this.withCreators(views, 'privileged');
  }

  countByStatus(): Promise<Record<CampaignStatus, number>> {
    return this.reads.countByStatus();
  }

  /** Everything credited to campaigns, in cents. */
  totalRaisedCents(): Promise<number> {
    return this.reads.totalRaisedCents();
  }

  /**
   * The views with their creators' cards; for the public (`'public'`), without the edit waiting for
   * review nor the moderator's rejection: what the public may see is the approved content only. One copy of each view.
   */
  private async withCreators(views: CampaignView[], audience: 'public' | 'privileged'): Promise<CampaignView[]> {
    if (views.length === 0) return views;
    const cards = await this.creators.cards([...new Set(views.map((v) => v.ownerId))]);
    return audience === 'public'
      ? views.map((v) => ({ ...v, pendingRevision: null, lastRejection: null, user: cards.get(v.ownerId) ?? null }))
      : views.map((v) => ({ ...v, user: cards.get(v.ownerId) ?? null }));
  }
}
