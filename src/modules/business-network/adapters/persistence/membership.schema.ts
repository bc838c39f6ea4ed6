import { EntitySchema } from '@mikro-orm/core';

/** A row of membership: a member's subscription as the provider last reported it. */
export class MembershipRecord {
  userId!: string;
  tierId!: string;
  subscriptionId!: string;
  status!: string;
  currentPeriodEnd!: Date | null;
  cancelAtPeriodEnd!: boolean;
  updatedAt!: Date;
}

export const MembershipSchema = new EntitySchema<MembershipRecord>({
  class: MembershipRecord,
  tableName: 'membership',
  properties: {
    userId: { type: 'uuid', primary: true },
    tierId: { type: 'uuid' },
    subscriptionId: { type: 'text' },
    status: { type: 'text' },
    currentPeriodEnd: { type: 'Date', nullable: true },
    cancelAtPeriodEnd: { type: 'boolean' },
    updatedAt: { type: 'Date' },
  },
});
