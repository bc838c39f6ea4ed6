import type { Campaign } from './campaign.aggregate.js';
import type { GivingChange } from './giving-change.js';

export interface CampaignRepository {
  findById(id: string): Promise<Campaign | null>;
  /** The campaign (as findById) and whether a gift to it was ever started (a 'gift-started' change), in one read. */
  findForGiving(id: string): Promise<{ campaign: Campaign; giftsStarted: boolean } | null>;
  /**
   * The campaign, its row locked until the unit of work commits: whoever changes a campaign loads
   * it this way, so two changes at once (an owner's edit, a moderator's decision) never overwrite
   * each other's fields.
   */
  findByIdForUpdate(id: string): Promise<Campaign | null>;
  slugExists(slug: string): Promise<boolean>;
  /** The ids of a member's campaigns that are not archived (to take them down when the account closes). */
  idsOwnedBy(ownerId: string): Promise<string[]>;
  /**
   * How many gifts the campaign has received (read under the row lock findByIdForUpdate took); at
   * least 1 once any gift was started, as a started gift may still be paid.
   */
  giftsReceived(campaign: Campaign): Promise<number>;
  /** Inserts or updates the campaign's own fields (never the money raised nor the donor count). */
  save(campaign: Campaign): Promise<void>;
  /** Deletes the campaign (after campaign.remove answered 'deleted'). */
  remove(campaign: Campaign): Promise<void>;
  /**
   * Applies a gift's change to the campaign's figures in one atomic statement (in a consumer's one-statement
   * delivery, the same statement claims its processed key: applied once). A credit answers the campaign as it
   * now stands, taken into the unit of work (for campaign.credited); null otherwise, or when there is no such campaign.
   */
  apply(change: GivingChange): Promise<Campaign | null>;
}
export const CAMPAIGN_REPOSITORY = Symbol('CampaignRepository');
