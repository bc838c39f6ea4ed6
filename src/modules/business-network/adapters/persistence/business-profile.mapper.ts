import { BusinessProfile, type BusinessProfileState } from '../../domain/business-profile.aggregate.js';
import { BusinessProfileRecord } from './business-profile.schema.js';

export const BusinessProfileMapper = {
  toDomain(record: BusinessProfileRecord): BusinessProfile {
    const state: BusinessProfileState = {
      id: record.id,
      ownerId: record.ownerId,
      companyName: record.companyName,
      industry: record.industry,
      description: record.description,
      website: record.website,
      location: record.location,
      phone: record.phone,
      email: record.email,
      logo: record.logo,
      networkingGoals: record.networkingGoals,
      services: [...record.services],
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    };
    return BusinessProfile.restore(state);
  },

  toRecord(profile: BusinessProfile): BusinessProfileRecord {
    return Object.assign(new BusinessProfileRecord(), profile.toState());
  },
};
