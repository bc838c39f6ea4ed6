import { Inject, Injectable } from '@nestjs/common';
import { MembershipErrors } from '../domain/membership.errors.js';
import { MEMBERSHIP_REPOSITORY, type MembershipRepository } from '../domain/membership.repository.js';
import { FOUNDING_PROGRAM_READ_MODEL, type FoundingProgramReadModel } from './founding-program.queries.js';
import { MEMBERSHIP_TIER_CATALOG, type MembershipTier, type MembershipTierCatalog } from './membership-tier-catalog.port.js';

/** A member's membership as their profile shows it. */
export interface MembershipView {
  tier: MembershipTier | null;
  /** The provider's status, or 'none' before any subscription. */
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  isFoundingMember: boolean;
}

@Injectable()
export class MembershipQueries {
  constructor(
    @Inject(MEMBERSHIP_REPOSITORY) private readonly memberships: MembershipRepository,
    @Inject(MEMBERSHIP_TIER_CATALOG) private readonly tiers: MembershipTierCatalog,
    @Inject(FOUNDING_PROGRAM_READ_MODEL) private readonly founding: FoundingProgramReadModel,
  ) {}

  /** The tiers on offer, cheapest first. */
  tiersOnOffer(): Promise<MembershipTier[]> {
    return this.tiers.list();
  }

  /** One tier; 404 when there is none with this id. */
  async tier(id: string): Promise<MembershipTier> {
    const tier = await this.tiers.find(id);
    if (!tier) throw MembershipErrors.tierNotFound();
    return tier;
  }

  async of(userId: string): Promise<MembershipView> {
    const [membership, isFoundingMember] = await Promise.all([this.memberships.findByUser(userId), this.founding.holdsPlace(userId)]);
    return {
      tier: membership ? await this.tiers.find(membership.tierId) : null,
      status: membership?.status ?? 'none',
      currentPeriodEnd: membership?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: membership?.cancelAtPeriodEnd ?? false,
      isFoundingMember,
    };
  }
}
