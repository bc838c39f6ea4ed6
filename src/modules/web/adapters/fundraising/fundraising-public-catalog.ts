import { Injectable } from '@nestjs/common';
import { CampaignQueries, type CampaignView } from '../../../fundraising/index.js';
import type { PublicCampaign, PublicCatalog } from '../../application/public-catalog.port.js';

const PAGE = 100;
/** A sitemap holds at most 50,000 addresses; far more than the platform's live campaigns. */
const MAX_CAMPAIGNS = 5_000;

function toPublic(view: CampaignView): PublicCampaign {
  return { slug: view.slug, title: view.title, description: view.description, image: view.image, updatedAt: view.updatedAt };
}

/** Campaigns through fundraising's public queries, with their visibility rules (no viewer: the public). */
@Injectable()
export class FundraisingPublicCatalog implements PublicCatalog {
  constructor(private readonly queries: CampaignQueries) {}

  async campaign(slug: string): Promise<PublicCampaign | null> {
    try {
      return toPublic(await this.queries.open(slug, undefined));
    } catch {
      return null; // not found, archived, paused: the public sees no campaign there
    }
  }

  async liveCampaigns(limit?: number): Promise<PublicCampaign[]> {
    if (limit !== undefined) return (await this.queries.browse({ limit })).items.map(toPublic);
    const all: PublicCampaign[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.queries.browse({ limit: PAGE, cursor });
      all.push(...page.items.map(toPublic));
      cursor = page.nextCursor ?? undefined;
    } while (cursor && all.length < MAX_CAMPAIGNS);
    return all;
  }
}
