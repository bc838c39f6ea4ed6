import type { MembershipSubscription } from './membership-subscription.aggregate.js';

export interface MembershipSubscriptionRepository {
  /**
   * Writes the subscription's state inside the running unit of work. When the stored state is
   * already the same (another notice wrote it first), nothing is written and its events are dropped.
   */
  save(subscription: MembershipSubscription): Promise<void>;
  findById(id: string): Promise<MembershipSubscription | null>;
  /**
   * Holds the member's subscriptions until the running unit of work ends: whoever starts or
   * replaces one for this member meanwhile waits (one live-or-pending subscription per member).
   */
  lockForUser(userId: string): Promise<void>;
  /** The member's newest subscription that is live or pending (incomplete). */
  findOpenForUser(userId: string): Promise<MembershipSubscription | null>;
  /** The member's newest subscription that is live (active, past_due or trialing). */
  findCurrentForUser(userId: string): Promise<MembershipSubscription | null>;
}
export const MEMBERSHIP_SUBSCRIPTION_REPOSITORY = Symbol('MembershipSubscriptionRepository');
