import { DomainError } from '../../../shared-kernel/domain.js';

export const MembershipSubscriptionErrors = {
  nothingToCancel: () => DomainError.notFound('no_subscription', 'You have no active membership to cancel.'),
};
