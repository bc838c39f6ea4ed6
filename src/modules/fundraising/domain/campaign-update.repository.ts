import type { CampaignUpdate, CampaignUpdateState } from './campaign-update.aggregate.js';

export interface CampaignUpdateRepository {
  save(update: CampaignUpdate): Promise<void>;
  /** The campaign's updates, newest first. */
  listForCampaign(campaignId: string, limit: number): Promise<CampaignUpdateState[]>;
}
export const CAMPAIGN_UPDATE_REPOSITORY = Symbol('CampaignUpdateRepository');
