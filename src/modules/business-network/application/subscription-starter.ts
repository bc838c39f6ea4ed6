import type { MembershipTier } from './membership-tier-catalog.js';

/** Starting and cancelling a monthly subscription: the payments context does it (adapters/payments). */
export interface SubscriptionStarter {
  start(user: { id: string; email: string; name: string }, tier: MembershipTier): Promise<{ clientSecret: string }>;
  cancel(userId: string): Promise<{ endsAt: Date | null }>;
}
export const SUBSCRIPTION_STARTER = Symbol('SubscriptionStarter');
