import { Inject, Injectable } from '@nestjs/common';
import { MEMBERSHIP_REPOSITORY, type MembershipRepository } from '../domain/membership.repository.js';
import { CancelMembership } from './cancel-membership.use-case.js';
import { MEMBERSHIP_TIER_CATALOG, type MembershipTierCatalog } from './membership-tier-catalog.port.js';
import { SUBSCRIPTION_STARTER, type SubscriptionStarter } from './subscription-starter.port.js';

/** The paid tier a new founding member held: it stops renewing and ends with the month already paid. */
export interface PaidTierEnding {
  tierName: string;
  endsAt: Date | null;
}

/**
 * A founding place is free for life, so a member who claims one while paying for a tier stops
 * paying: the tier's cancellation is scheduled at the end of the paid period (nothing is refunded,
 * nothing more is charged). A tier started and not paid yet (a checkout open in another tab) is
 * cancelled at once, so it can no longer be paid. Null when there was no live paid tier, or it was
 * already ending.
 */
@Injectable()
export class EndPaidTierForFoundingMember {
  constructor(
    @Inject(MEMBERSHIP_REPOSITORY) private readonly memberships: MembershipRepository,
    @Inject(MEMBERSHIP_TIER_CATALOG) private readonly tiers: MembershipTierCatalog,
    private readonly cancelMembership: CancelMembership,
    @Inject(SUBSCRIPTION_STARTER) private readonly payments: SubscriptionStarter,
  ) {}

  async execute(userId: string): Promise<PaidTierEnding | null> {
    const membership = await this.memberships.findByUser(userId);
    if (!membership?.isLive) {
      await this.payments.abandonPending(userId);
      return null;
    }
    if (membership.cancelAtPeriodEnd) return null;
    await this.cancelMembership.execute(userId);
    const ended = await this.memberships.findByUser(userId);
    const tier = await this.tiers.find(membership.tierId);
    return { tierName: tier?.name ?? 'paid membership', endsAt: ended?.currentPeriodEnd ?? membership.currentPeriodEnd };
  }
}
