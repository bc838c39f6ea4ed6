import { MembershipSubscription } from '../../domain/membership-subscription.aggregate.js';
import { MembershipSubscriptionRecord } from './membership-subscription.schema.js';

/** Between the aggregate's state and the table's record: field for field, both ways type-checked. */
export const MembershipSubscriptionMapper = {
  toRecord(subscription: MembershipSubscription): MembershipSubscriptionRecord {
    const state = subscription.toState();
    return Object.assign(new MembershipSubscriptionRecord(), {
      id: state.id,
      userId: state.userId,
      tierId: state.tierId,
      priceCents: state.priceCents,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      createdAt: state.createdAt,
      updatedAt: state.updatedAt,
    } satisfies MembershipSubscriptionRecord);
  },

  toDomain(record: MembershipSubscriptionRecord): MembershipSubscription {
    return MembershipSubscription.restore({
      id: record.id,
      userId: record.userId,
      tierId: record.tierId,
      priceCents: record.priceCents,
      status: record.status,
      currentPeriodEnd: record.currentPeriodEnd,
      cancelAtPeriodEnd: record.cancelAtPeriodEnd,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    });
  },
};
