import type { CampaignUpdate, CampaignUpdateState } from './campaign-update.aggregate.js';

export interface CampaignUpdateRepository {
  /** Inserts a new update or writes a decided one's review. */
  save(update: CampaignUpdate): Promise<void>;
  findById(id: string): Promise<CampaignUpdateState | null>;
  /** The update, its row locked until the unit of work commits. */
  findByIdForUpdate(id: string): Promise<CampaignUpdate | null>;
  /** The campaign's updates, newest first: its approved ones only, or every one (its organizer's and moderators' view). */
  listForCampaign(campaignId: string, limit: number, options: { approvedOnly: boolean }): Promise<CampaignUpdateState[]>;
  /** These updates in this order; those that no longer exist are left out. */
  inOrder(ids: string[]): Promise<CampaignUpdateState[]>;
  /** How many updates the campaign posted since `since`, and the earliest of them (when the next one may be posted). */
  postedSince(campaignId: string, since: Date): Promise<{ count: number; earliest: Date | null }>;
}
export const CAMPAIGN_UPDATE_REPOSITORY = Symbol('CampaignUpdateRepository');
