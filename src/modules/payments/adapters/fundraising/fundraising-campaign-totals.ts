import { Injectable } from '@nestjs/common';
import { CampaignDonations, CampaignQueries } from '../../../fundraising/index.js';
import type { ShownCampaignFigures, ShownCampaignTotals } from '../../application/reconciliation.read-model.js';

/**
 * The figures fundraising shows of campaigns' gifts, through its public API: each campaign's total and donor count
 * (campaign pages, listings), and the total raised the public statistics show (the same query /api/statistics reads).
 */
@Injectable()
export class FundraisingCampaignTotals implements ShownCampaignTotals {
  constructor(
    private readonly donations: CampaignDonations,
    private readonly queries: CampaignQueries,
  ) {}

  async page(afterId: string | null, limit: number): Promise<ShownCampaignFigures[]> {
    return (await this.donations.givingFigures({ afterId, limit })).map(toShown);
  }

  async of(ids: string[]): Promise<Map<string, ShownCampaignFigures>> {
    return new Map((await this.donations.givingFigures({ ids })).map((c) => [c.id, toShown(c)]));
  }

  publicTotalRaisedCents(): Promise<number> {
    return this.queries.totalRaisedCents();
  }
}

const toShown = (c: { id: string; title: string; currentAmountCents: number; donorCount: number }): ShownCampaignFigures => ({
  campaignId: c.id,
  title: c.title,
  currentAmountCents: c.currentAmountCents,
  donorCount: c.donorCount,
});
