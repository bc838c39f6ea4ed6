/** A member's monthly subscription to a business-network tier, mirrored from the provider. */
export class MembershipSubscription {
  id: string;
  userId: string;
  tierId: string;
  priceCents: number;
  status: string;
  currentPeriodEnd: Date | null = null;
  cancelAtPeriodEnd = false;
  createdAt: Date;
  updatedAt: Date;
}

export interface MembershipSubscriptionRepository {
  add(subscription: MembershipSubscription): Promise<void>;
  findById(id: string): Promise<MembershipSubscription | null>;
  /** The member's current subscription that is not over (incomplete, active, past_due...). */
  findCurrentForUser(userId: string): Promise<MembershipSubscription | null>;
  updateState(id: string, state: { status: string; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean }): Promise<void>;
}
export const MEMBERSHIP_SUBSCRIPTION_REPOSITORY = Symbol('MembershipSubscriptionRepository');
