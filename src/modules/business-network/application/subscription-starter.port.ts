import type { MembershipTier } from './membership-tier-catalog.port.js';

/** Starting and cancelling a monthly subscription: the payments context does it (adapters/payments). */
export interface SubscriptionStarter {
  start(user: { id: string; email: string; name: string }, tier: MembershipTier): Promise<{ clientSecret: string }>;
  /** Cancels at the period's end the member's subscription `subscriptionId` (the one their membership shows). */
  cancel(userId: string, subscriptionId?: string): Promise<{ endsAt: Date | null }>;
  /** Cancels at once a subscription the member started and never paid; false when there is none. */
  abandonPending(userId: string): Promise<boolean>;
}
export const SUBSCRIPTION_STARTER = Symbol('SubscriptionStarter');
