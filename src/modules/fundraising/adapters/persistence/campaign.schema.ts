import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { CampaignStatus } from '../../domain/campaign-status.js';

/** pending_revision as stored (jsonb): an edit of an approved campaign waiting for review. */
export interface CampaignRevisionRecord {
  title: string;
  description: string;
  goalCents: number;
  image: string | null;
  video: string | null;
  additionalImages: string[];
  submittedAt: string;
}

/** last_rejection as stored (jsonb): the moderator's latest rejection its owner is shown. */
export interface CampaignRejectionRecord {
  of: 'campaign' | 'edit';
  reason: string | null;
  at: string;
}

/**
 * A row of the campaign table as this context writes it. current_amount_cents and donor_count are
 * deliberately absent: only the atomic credit UPDATE changes them (the database starts them at 0),
 * so no save can overwrite a gift. search_vector is the database's own.
 */
export class CampaignRecord {
  id!: string;
  slug!: string;
  ownerId!: string;
  title!: string;
  description!: string;
  goalCents!: number;
  image!: string | null;
  video!: string | null;
  additionalImages!: string[];
  endDate!: Date | null;
  endTimeZone!: string | null;
  isActive!: boolean;
  status!: CampaignStatus;
  reviewedBy!: string | null;
  reviewedAt!: Date | null;
  archivedAt!: Date | null;
  pendingRevision!: CampaignRevisionRecord | null;
  lastRejection!: CampaignRejectionRecord | null;
  createdAt!: Date;
  updatedAt!: Date;
}

export const CampaignSchema = new EntitySchema<CampaignRecord>({
  class: CampaignRecord,
  tableName: 'campaign',
  properties: {
    id: { type: 'uuid', primary: true },
    slug: { type: 'text' },
    ownerId: { type: 'uuid' },
    title: { type: 'text' },
    description: { type: 'text' },
    goalCents: { type: new BigIntType('number') },
    image: { type: 'text', nullable: true },
    video: { type: 'text', nullable: true },
    additionalImages: { type: 'json' },
    endDate: { type: 'Date', nullable: true },
    endTimeZone: { type: 'text', nullable: true },
    isActive: { type: 'boolean' },
    status: { type: 'text' },
    reviewedBy: { type: 'uuid', nullable: true },
    reviewedAt: { type: 'Date', nullable: true },
    archivedAt: { type: 'Date', nullable: true },
    pendingRevision: { type: 'json', nullable: true },
    lastRejection: { type: 'json', nullable: true },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date' },
  },
});
