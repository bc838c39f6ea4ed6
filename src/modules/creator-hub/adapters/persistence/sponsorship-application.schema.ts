import { EntitySchema } from '@mikro-orm/core';
import type { PlatformChoice } from '../../domain/platform-entry.value-object.js';
import type { ApplicationStatus } from '../../domain/sponsorship-application.aggregate.js';

/** A row of sponsorship_application. */
export class SponsorshipApplicationRecord {
  id!: string;
  applicantId!: string;
  name!: string;
  email!: string;
  platforms!: { platform: PlatformChoice; profileUrl: string; subscriberCount: number | null }[];
  content!: string;
  audience!: string | null;
  message!: string;
  status!: ApplicationStatus;
  reviewedBy!: string | null;
  reviewedAt!: Date | null;
  createdAt!: Date;
}

export const SponsorshipApplicationSchema = new EntitySchema<SponsorshipApplicationRecord>({
  class: SponsorshipApplicationRecord,
  tableName: 'sponsorship_application',
  properties: {
    id: { type: 'uuid', primary: true },
    applicantId: { type: 'uuid' },
    name: { type: 'text' },
    email: { type: 'text' },
    platforms: { type: 'json' },
    content: { type: 'text' },
    audience: { type: 'text', nullable: true },
    message: { type: 'text' },
    status: { type: 'text' },
    reviewedBy: { type: 'uuid', nullable: true },
    reviewedAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date' },
  },
});
