import { Injectable } from '@nestjs/common';
import { CampaignDonations } from '../../../fundraising/index.js';
import type { CampaignDirectory, CampaignSummary } from '../../application/directories.js';

/** Campaign titles, pages and organisers from the fundraising context's public API. */
@Injectable()
export class FundraisingCampaignDirectory implements CampaignDirectory {
  constructor(private readonly fundraising: CampaignDonations) {}

  async campaignOf(campaignId: string): Promise<CampaignSummary | null> {
    const [names, ownerId] = await Promise.all([this.fundraising.summaries([campaignId]), this.fundraising.ownerOf(campaignId)]);
    const name = names.get(campaignId);
    if (!name || !ownerId) return null;
    return { id: campaignId, title: name.title, slug: name.slug, ownerId };
  }
}
