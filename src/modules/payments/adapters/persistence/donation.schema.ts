import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { DonationStatus } from '../../domain/donation.aggregate.js';

/** A row of the donation table. */
export class DonationRecord {
  id!: string;
  campaignId!: string;
  donorUserId!: string | null;
  guestFirstName!: string | null;
  guestLastName!: string | null;
  guestEmail!: string | null;
  giftCents!: number;
  tipCents!: number;
  message!: string | null;
  isAnonymous!: boolean;
  status!: DonationStatus;
  paymentIntentId!: string | null;
  failureReason!: string | null;
  clientKey!: string;
  clientIp!: string;
  createdAt!: Date;
  completedAt!: Date | null;
  recurringGiftId!: string | null;
}

export const DonationSchema = new EntitySchema<DonationRecord>({
  class: DonationRecord,
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
    recurringGiftId: { type: 'uuid', nullable: true },
  },
});
