import { Injectable } from '@nestjs/common';
import { CampaignDonations } from '../../../fundraising/index.js';
import type { CampaignCatalog, DonatableCampaign } from '../../application/campaign-catalog.port.js';

/** Campaign facts from the fundraising context's public API. */
@Injectable()
export class FundraisingCampaignCatalog implements CampaignCatalog {
  constructor(private readonly fundraising: CampaignDonations) {}

  requireDonatable(campaignId: string): Promise<DonatableCampaign> {
    return this.fundraising.requireDonatable(campaignId);
  }

  ownerOf(campaignId: string): Promise<string | null> {
    return this.fundraising.ownerOf(campaignId);
  }

  organizationOf(campaignId: string): Promise<string | null> {
    return this.fundraising.organizationOf(campaignId);
  }

  closedAmong(ids: string[]): Promise<string[]> {
    return this.fundraising.closedAmong(ids);
  }

  summaries(ids: string[]): Promise<Map<string, { title: string; slug: string }>> {
    return this.fundraising.summaries(ids);
  }
}
