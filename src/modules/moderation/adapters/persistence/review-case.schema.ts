import { EntitySchema } from '@mikro-orm/core';
import type { ReviewStatus, ReviewSubjectType } from '../../domain/review-subject.js';

/** A row of review_case. */
export class ReviewCaseRecord {
  id!: string;
  subjectType!: ReviewSubjectType;
  subjectId!: string;
  submittedBy!: string;
  label!: string;
  status!: ReviewStatus;
  submittedAt!: Date;
  decidedBy!: string | null;
  decidedAt!: Date | null;
  reason!: string | null;
  underRevision!: boolean;
}

export const ReviewCaseSchema = new EntitySchema<ReviewCaseRecord>({
  class: ReviewCaseRecord,
  tableName: 'review_case',
  properties: {
    id: { type: 'uuid', primary: true },
    subjectType: { type: 'text' },
    subjectId: { type: 'uuid' },
    submittedBy: { type: 'uuid' },
    label: { type: 'text' },
    status: { type: 'text' },
    submittedAt: { type: 'Date' },
    decidedBy: { type: 'uuid', nullable: true },
    decidedAt: { type: 'Date', nullable: true },
    reason: { type: 'text', nullable: true },
    underRevision: { type: 'boolean' },
  },
});
