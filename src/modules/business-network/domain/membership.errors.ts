import { DomainError } from '../../../shared-kernel/domain.js';

export const MembershipErrors = {
  tierNotFound: () => DomainError.notFound('tier_not_found', 'Membership tier not found'),
  alreadySubscribed: (tier: string) =>
    DomainError.conflict(
      'already_subscribed',
      `You already have the ${tier}. To change tier, cancel it from your profile; you can choose another tier when it ends.`,
    ),
  programFull: () => DomainError.conflict('founding_program_complete', 'Founding member program complete!'),
  businessProfileRequired: () =>
    new DomainError(
      'business_profile_required',
      'Please create your business profile first: founding places are for businesses of the network.',
      'rule_violation',
    ),
  foundingMembersPayNothing: () =>
    DomainError.conflict(
      'founding_member_free_for_life',
      'You are a founding member: your membership is free for life, so there is no paid tier to buy.',
    ),
  alreadyFounding: () => DomainError.conflict('already_founding_member', 'You are already a founding member.'),
};
