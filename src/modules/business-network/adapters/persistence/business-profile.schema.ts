import { EntitySchema } from '@mikro-orm/core';
import type { IndustryName } from '../../domain/industry.value-object.js';

/** A row of business_profile. */
export class BusinessProfileRecord {
  id!: string;
  ownerId!: string;
  companyName!: string;
  industry!: IndustryName;
  description!: string;
  website!: string | null;
  location!: string;
  phone!: string | null;
  email!: string | null;
  logo!: string | null;
  networkingGoals!: string | null;
  services!: string[];
  createdAt!: Date;
  updatedAt!: Date;
}

export const BusinessProfileSchema = new EntitySchema<BusinessProfileRecord>({
  class: BusinessProfileRecord,
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
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date' },
  },
});
