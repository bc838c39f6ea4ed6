import { EntitySchema } from '@mikro-orm/core';
import { BusinessProfile } from '../../domain/business-profile.aggregate.js';

export const BusinessProfileSchema = new EntitySchema<BusinessProfile>({
  class: BusinessProfile,
  tableName: 'business_profile',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'uuid' },
    companyName: { type: 'text' },
    industry: { type: 'text' },
    description: { type: 'text' },
    website: { type: 'text', nullable: true },
    location: { type: 'text' },
    phone: { type: 'text', nullable: true },
    email: { type: 'text', nullable: true },
    logo: { type: 'text', nullable: true },
    networkingGoals: { type: 'text', nullable: true },
    services: { type: 'json' },
    membershipTierId: { type: 'uuid', nullable: true },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date' },
  } as never,
});
