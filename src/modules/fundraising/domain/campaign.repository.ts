import type { Money } from '../../../shared-kernel/domain.js';
import type { Campaign } from './campaign.aggregate.js';

export interface CampaignRepository {
  findById(id: string): Promise<Campaign | null>;
  /** The campaign (as findById) and whether a gift to it was ever started (noteDonationStarted), in one read. */
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
  /** Notes that a gift to the campaign was started (payments.donation-started.v1); the first time counts. */
  noteDonationStarted(campaignId: string, at: Date): Promise<void>;
  /** Inserts or updates the campaign's own fields (never the money raised nor the donor count). */
  save(campaign: Campaign): Promise<void>;
  /** Deletes the campaign (after campaign.remove answered 'deleted'). */
  remove(campaign: Campaign): Promise<void>;
  /**
   * Adds a gift to the total and the donor count in one atomic UPDATE (never read, add, write back)
   * that also returns the campaign as it now stands, taken into the unit of work, for it to record
   * the credit (campaign.credit); null when there is no such campaign (nothing credited).
   */
  credit(campaignId: string, gift: Money): Promise<Campaign | null>;
  /** A refunded gift taken back out of the total and the donor count, in one atomic UPDATE. */
  debitRefund(campaignId: string, gift: Money): Promise<void>;
}
export const CAMPAIGN_REPOSITORY = Symbol('CampaignRepository');
