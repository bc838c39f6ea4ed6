import { EntitySchema } from '@mikro-orm/core';
import { SponsorshipApplication } from '../../domain/sponsorship-application.js';

export const SponsorshipApplicationSchema = new EntitySchema<SponsorshipApplication>({
  class: SponsorshipApplication,
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
  } as never,
});
