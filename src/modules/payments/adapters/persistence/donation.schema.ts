import { BigIntType, EntitySchema } from '@mikro-orm/core';
import { Donation } from '../../domain/donation.aggregate.js';
import { MembershipSubscription } from '../../domain/membership-subscription.js';

export const DonationSchema = new EntitySchema<Donation>({
  class: Donation,
  tableName: 'donation',
  properties: {
    id: { type: 'uuid', primary: true },
    campaignId: { type: 'uuid' },
    donorUserId: { type: 'uuid', nullable: true },
    guestFirstName: { type: 'text', nullable: true },
    guestLastName: { type: 'text', nullable: true },
    guestEmail: { type: 'text', nullable: true },
    giftCents: { type: new BigIntType('number') },
    tipCents: { type: new BigIntType('number') },
    message: { type: 'text', nullable: true },
    isAnonymous: { type: 'boolean' },
    status: { type: 'text' },
    paymentIntentId: { type: 'text', nullable: true },
    failureReason: { type: 'text', nullable: true },
    clientKey: { type: 'text' },
    clientIp: { type: 'text' },
    createdAt: { type: 'Date' },
    completedAt: { type: 'Date', nullable: true },
  } as never,
});

export const MembershipSubscriptionSchema = new EntitySchema<MembershipSubscription>({
  class: MembershipSubscription,
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
  } as never,
});
