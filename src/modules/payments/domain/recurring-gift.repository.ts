import type { RecurringGift } from './recurring-gift.aggregate.js';

export interface RecurringGiftRepository {
  /** Inserts or updates it inside the running unit of work (its events go with it). */
  save(gift: RecurringGift): Promise<void>;
  findById(id: string): Promise<RecurringGift | null>;
  /** The gift, its row locked until the unit of work commits (stopping and paid months never overwrite each other). */
  findByIdForUpdate(id: string): Promise<RecurringGift | null>;
  findBySubscription(subscriptionId: string): Promise<RecurringGift | null>;
  findByFirstPayment(paymentIntentId: string): Promise<RecurringGift | null>;
  /** The member's monthly gifts, newest first. */
  listForDonor(userId: string): Promise<RecurringGift[]>;
  /** Gifts still running or waiting for their first month, for these campaigns (all when not given). */
  runningFor(campaignIds?: string[]): Promise<RecurringGift[]>;
}
export const RECURRING_GIFT_REPOSITORY = Symbol('RecurringGiftRepository');
