import { DomainError } from '../../../shared-kernel/domain.js';

export const MembershipSubscriptionErrors = {
  alreadyLive: () =>
    DomainError.conflict(
      'already_subscribed',
      'You already have a membership. To change tier, cancel it from your profile; you can choose another tier when it ends.',
    ),
  notPending: () => DomainError.conflict('subscription_not_pending', 'Only a subscription that was never paid can be replaced.'),
  nothingToCancel: () => DomainError.notFound('no_subscription', 'You have no active membership to cancel.'),
};
