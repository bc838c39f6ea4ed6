import {
  SponsorshipApplication,
  type SponsorshipApplicationState,
} from '../../domain/sponsorship-application.aggregate.js';
import { SponsorshipApplicationRecord } from './sponsorship-application.schema.js';

export const SponsorshipApplicationMapper = {
  toState(record: SponsorshipApplicationRecord): SponsorshipApplicationState {
    return {
      id: record.id,
      applicantId: record.applicantId,
      name: record.name,
      email: record.email,
      platforms: record.platforms.map((p) => ({ platform: p.platform, profileUrl: p.profileUrl, subscriberCount: p.subscriberCount ?? null })),
      content: record.content,
      audience: record.audience,
      message: record.message,
      status: record.status,
      reviewedBy: record.reviewedBy,
      reviewedAt: record.reviewedAt,
      createdAt: record.createdAt,
    };
  },

  toDomain(record: SponsorshipApplicationRecord): SponsorshipApplication {
    return SponsorshipApplication.restore(SponsorshipApplicationMapper.toState(record));
  },

  toRecord(application: SponsorshipApplication): SponsorshipApplicationRecord {
    return Object.assign(new SponsorshipApplicationRecord(), application.toState());
  },
};
