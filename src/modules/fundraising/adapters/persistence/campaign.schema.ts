import { BigIntType, EntitySchema } from '@mikro-orm/core';
import { Campaign } from '../../domain/campaign.aggregate.js';

/** Maps the plain Campaign aggregate to the campaign table (its search_vector column is the database's own). */
export const CampaignSchema = new EntitySchema<Campaign>({
  class: Campaign,
  tableName: 'campaign',
  properties: {
    id: { type: 'uuid', primary: true },
    slug: { type: 'text' },
    ownerId: { type: 'uuid' },
    title: { type: 'text' },
    description: { type: 'text' },
    goalCents: { type: new BigIntType('number') },
    currentAmountCents: { type: new BigIntType('number') },
    donorCount: { type: 'integer' },
    image: { type: 'text', nullable: true },
    video: { type: 'text', nullable: true },
    additionalImages: { type: 'json' },
    endDate: { type: 'Date', nullable: true },
    isActive: { type: 'boolean' },
    status: { type: 'text' },
    reviewedBy: { type: 'uuid', nullable: true },
    reviewedAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date' },
  } as never,
});
