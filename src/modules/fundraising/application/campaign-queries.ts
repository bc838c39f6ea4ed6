import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../shared-kernel/application.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { isUuidLike } from '../domain/slug.js';
import {
  CAMPAIGN_READ_MODEL,
  CREATOR_DIRECTORY,
  type CampaignPage,
  type CampaignReadModel,
  type CampaignSearch,
  type CampaignView,
  type CreatorDirectory,
} from './campaign-view.js';
import { PublicListingCache } from './public-listing-cache.js';

function canSee(view: CampaignView, viewer: AuthenticatedUser | undefined): boolean {
  const isPublic = view.status === 'approved' && view.isActive;
  return isPublic || (viewer !== undefined && (viewer.isAdmin || viewer.id === view.ownerId));
}

/** Campaign reads with their visibility rules and creator cards attached. */
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
      return { ...page, items: await this.withCreators(page.items) };
    });
  }

  /** By slug or by id; 404 unless public, or the viewer owns it, or the viewer is an admin. */
  async open(slugOrId: string, viewer: AuthenticatedUser | undefined): Promise<CampaignView> {
    const view = isUuidLike(slugOrId) ? await this.reads.findById(slugOrId) : await this.reads.findBySlug(slugOrId);
    if (!view || !canSee(view, viewer)) throw CampaignErrors.notFound();
    const [withCreator] = await this.withCreators([view]);
    return withCreator;
  }

  async mine(ownerId: string): Promise<CampaignView[]> {
    return this.withCreators(await this.reads.listByOwner(ownerId));
  }

  async forReview(filter: Parameters<CampaignReadModel['listForReview']>[0]): Promise<CampaignPage> {
    const page = await this.reads.listForReview(filter);
    return { ...page, items: await this.withCreators(page.items) };
  }

  private async withCreators(views: CampaignView[]): Promise<CampaignView[]> {
    if (views.length === 0) return views;
    const cards = await this.creators.cards([...new Set(views.map((v) => v.ownerId))]);
    return views.map((v) => ({ ...v, user: cards.get(v.ownerId) ?? null }));
  }
}
