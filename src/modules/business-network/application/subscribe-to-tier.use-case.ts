import { Inject, Injectable } from '@nestjs/common';
import { MembershipErrors } from '../domain/membership.errors.js';
import { MEMBERSHIP_REPOSITORY, type MembershipRepository } from '../domain/membership.repository.js';
import { FOUNDING_PROGRAM_READ_MODEL, type FoundingProgramReadModel } from './founding-program.queries.js';
import { MEMBERSHIP_TIER_CATALOG, type MembershipTierCatalog } from './membership-tier-catalog.port.js';
import { SUBSCRIPTION_STARTER, type SubscriptionStarter } from './subscription-starter.port.js';

/**
 * Starts a monthly subscription to a tier; the membership becomes live when its payment succeeds
 * (payments.subscription-changed.v1). A member holds one tier at a time: while one is live, another
 * is refused with the way forward (cancel, then choose again when it ends). A founding member's
 * membership is free for life: they are never asked to pay for a tier.
 */
@Injectable()
export class SubscribeToTier {
  constructor(
    @Inject(MEMBERSHIP_TIER_CATALOG) private readonly tiers: MembershipTierCatalog,
    @Inject(MEMBERSHIP_REPOSITORY) private readonly memberships: MembershipRepository,
    @Inject(SUBSCRIPTION_STARTER) private readonly payments: SubscriptionStarter,
    @Inject(FOUNDING_PROGRAM_READ_MODEL) private readonly founding: FoundingProgramReadModel,
  ) {}

  async execute(user: { id: string; email: string; name: string }, tierId: string): Promise<{ clientSecret: string }> {
    const tier = await this.tiers.find(tierId);
    if (!tier) throw MembershipErrors.tierNotFound();
    if (await this.founding.holdsPlace(user.id)) throw MembershipErrors.foundingMembersPayNothing();
    const current = await this.memberships.findByUser(user.id);
    if (current?.isLive) {
      const held = await this.tiers.find(current.tierId);
      throw MembershipErrors.alreadySubscribed(held?.name ?? 'a membership');
    }
    return this.payments.start(user, tier);
  }
}
