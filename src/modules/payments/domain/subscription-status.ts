/** The provider's subscription statuses (Stripe's). */
export type SubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete_expired' | 'trialing';

/** Statuses in which the member holds the tier. */
export const LIVE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'past_due', 'trialing'];
