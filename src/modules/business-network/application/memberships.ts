import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  INTEGRATION_EVENT_SUBSCRIBER,
  type IntegrationEventSubscriber,
} from '../../../shared-kernel/application.js';
import { BusinessErrors } from '../domain/business-profile.errors.js';
import { MEMBERSHIP_TIER_CATALOG, type MembershipTier, type MembershipTierCatalog } from './membership-tiers.js';

export interface MembershipState {
  userId: string;
  tierId: string;
  subscriptionId: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface MembershipStore {
  current(userId: string): Promise<MembershipState | null>;
  /** Mirrors the provider's state; also sets or clears the tier on the member's business profile. */
  apply(state: MembershipState): Promise<void>;
}
export const MEMBERSHIP_STORE = Symbol('MembershipStore');

/** Starting a subscription through the payments context's public API. */
export interface SubscriptionStarter {
  start(user: { id: string; email: string; name: string }, tier: MembershipTier): Promise<{ clientSecret: string }>;
  cancel(userId: string): Promise<{ endsAt: Date | null }>;
}
export const SUBSCRIPTION_STARTER = Symbol('SubscriptionStarter');

const LIVE = ['active', 'past_due', 'trialing'];

/**
 * Paid monthly tiers. A member holds one tier at a time: subscribing while a tier is live is
 * refused with the way forward (cancel, then choose again when it ends). A membership becomes
 * active only when the payment succeeds (payments' subscription-changed event).
 */
@Injectable()
export class Memberships implements OnModuleInit {
  constructor(
    @Inject(MEMBERSHIP_TIER_CATALOG) private readonly tiers: MembershipTierCatalog,
    @Inject(MEMBERSHIP_STORE) private readonly store: MembershipStore,
    @Inject(SUBSCRIPTION_STARTER) private readonly payments: SubscriptionStarter,
    @Inject(INTEGRATION_EVENT_SUBSCRIBER) private readonly subscriber: IntegrationEventSubscriber,
  ) {}

  onModuleInit(): void {
    this.subscriber.subscribe('payments.subscription-changed.v1', 'business-network.membership', async (event) => {
      const p = event.payload;
      await this.store.apply({
        userId: p.userId,
        tierId: p.tierId,
        subscriptionId: p.subscriptionId,
        status: p.status,
        currentPeriodEnd: p.currentPeriodEnd ? new Date(p.currentPeriodEnd) : null,
        cancelAtPeriodEnd: p.cancelAtPeriodEnd,
      });
    });
  }

  async subscribe(user: { id: string; email: string; name: string }, tierId: string): Promise<{ clientSecret: string }> {
    const tier = await this.tiers.find(tierId);
    if (!tier) throw BusinessErrors.tierNotFound();
    const current = await this.store.current(user.id);
    if (current && LIVE.includes(current.status)) {
      const held = await this.tiers.find(current.tierId);
      throw BusinessErrors.alreadySubscribed(held?.name ?? 'a membership');
    }
    return this.payments.start(user, tier);
  }

  /** Cancels at the period's end; our copy says so at once (the provider's event confirms it later). */
  async cancel(userId: string): Promise<{ endsAt: Date | null }> {
    const result = await this.payments.cancel(userId);
    const current = await this.store.current(userId);
    if (current) await this.store.apply({ ...current, cancelAtPeriodEnd: true, currentPeriodEnd: result.endsAt ?? current.currentPeriodEnd });
    return result;
  }

  async current(userId: string): Promise<(MembershipState & { tier: MembershipTier | null }) | null> {
    const state = await this.store.current(userId);
    if (!state) return null;
    return { ...state, tier: await this.tiers.find(state.tierId) };
  }
}
