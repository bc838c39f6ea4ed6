import { Injectable } from '@nestjs/common';
import { StartSubscription } from '../../../payments/index.js';
import type { MembershipTier } from '../../application/membership-tier-catalog.port.js';
import type { SubscriptionStarter } from '../../application/subscription-starter.port.js';

/** Subscriptions through the payments context's public API. */
@Injectable()
export class PaymentsSubscriptionStarter implements SubscriptionStarter {
  constructor(private readonly payments: StartSubscription) {}

  async start(user: { id: string; email: string; name: string }, tier: MembershipTier): Promise<{ clientSecret: string }> {
    const { clientSecret } = await this.payments.execute({ user, tier: { id: tier.id, name: tier.name, priceCents: tier.priceCents } });
    return { clientSecret };
  }

  abandonPending(userId: string): Promise<boolean> {
    return this.payments.abandonPending(userId);
  }

  cancel(userId: string, subscriptionId?: string): Promise<{ endsAt: Date | null }> {
    return this.payments.cancelAtPeriodEnd(userId, subscriptionId);
  }
}
