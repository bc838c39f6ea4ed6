import { Injectable } from '@nestjs/common';
import { rememberedPerUnit } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import { CampaignDonations } from '../../../fundraising/index.js';
import type { CampaignDirectory, CampaignSummary } from '../../application/directories.port.js';

/**
 * Campaign titles, pages and organisers from the fundraising context's public API, each read once
 * per unit of work (a batch of receipts for one campaign reads it once).
 */
@Injectable()
export class FundraisingCampaignDirectory implements CampaignDirectory {
  readonly campaignOf = rememberedPerUnit((campaignId) => this.lookUp(campaignId));

  constructor(private readonly fundraising: CampaignDonations) {}

  private async lookUp(campaignId: string): Promise<CampaignSummary | null> {
    const [names, ownerId] = await Promise.all([this.fundraising.summaries([campaignId]), this.fundraising.ownerOf(campaignId)]);
    const name = names.get(campaignId);
    if (!name || !ownerId) return null;
    return { id: campaignId, title: name.title, slug: name.slug, ownerId };
  }
}
