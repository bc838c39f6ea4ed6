import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { SubscriptionStatus } from '../../domain/subscription-status.js';

/** A row of the membership_subscription table: our copy of a provider subscription. */
export class MembershipSubscriptionRecord {
  id!: string;
  userId!: string;
  tierId!: string;
  priceCents!: number;
  status!: SubscriptionStatus;
  currentPeriodEnd!: Date | null;
  cancelAtPeriodEnd!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}

export const MembershipSubscriptionSchema = new EntitySchema<MembershipSubscriptionRecord>({
  class: MembershipSubscriptionRecord,
  tableName: 'membership_subscription',
  properties: {
    id: { type: 'text', primary: true },
    userId: { type: 'uuid' },
    tierId: { type: 'uuid' },
    priceCents: { type: new BigIntType('number') },
    status: { type: 'text' },
    currentPeriodEnd: { type: 'Date', nullable: true },
    cancelAtPeriodEnd: { type: 'boolean' },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date' },
  },
});
