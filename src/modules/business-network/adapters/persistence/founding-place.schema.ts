import { EntitySchema } from '@mikro-orm/core';

/** A row of founding_member: one member's founding place (seat 1 to 100). */
export class FoundingPlaceRecord {
  userId!: string;
  seat!: number;
  claimedAt!: Date;
}

export const FoundingPlaceSchema = new EntitySchema<FoundingPlaceRecord>({
  class: FoundingPlaceRecord,
  tableName: 'founding_member',
  properties: {
    userId: { type: 'uuid', primary: true },
    seat: { type: 'integer' },
    claimedAt: { type: 'Date' },
  },
});
