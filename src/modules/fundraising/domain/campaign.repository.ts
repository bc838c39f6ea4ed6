import type { Campaign } from './campaign.aggregate.js';

export interface CampaignRepository {
  findById(id: string): Promise<Campaign | null>;
  findBySlug(slug: string): Promise<Campaign | null>;
  slugExists(slug: string): Promise<boolean>;
  save(campaign: Campaign): Promise<void>;
  delete(campaign: Campaign): Promise<void>;
  /**
   * Adds a gift to the campaign's total and donor count in one atomic UPDATE
   * (never read, add, write back). Returns false when the campaign no longer exists.
   */
  credit(campaignId: string, amountCents: number, donors: number): Promise<boolean>;
}
export const CAMPAIGN_REPOSITORY = Symbol('CampaignRepository');
