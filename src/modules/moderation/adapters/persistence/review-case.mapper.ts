import { ReviewCase } from '../../domain/review-case.aggregate.js';
import { ReviewCaseRecord } from './review-case.schema.js';

/** Between the aggregate's state and the table's record: field for field, both ways type-checked. */
export const ReviewCaseMapper = {
  toDomain(record: ReviewCaseRecord): ReviewCase {
    return ReviewCase.restore({
      id: record.id,
      subjectType: record.subjectType,
      subjectId: record.subjectId,
      submittedBy: record.submittedBy,
      label: record.label,
      status: record.status,
      submittedAt: record.submittedAt,
      decidedBy: record.decidedBy,
      decidedAt: record.decidedAt,
      reason: record.reason,
      underRevision: record.underRevision,
    });
  },

  toRecord(reviewCase: ReviewCase): ReviewCaseRecord {
    const state = reviewCase.toState();
    const record = new ReviewCaseRecord();
    record.id = state.id;
    record.subjectType = state.subjectType;
    record.subjectId = state.subjectId;
    record.submittedBy = state.submittedBy;
    record.label = state.label;
    record.status = state.status;
    record.submittedAt = state.submittedAt;
    record.decidedBy = state.decidedBy;
    record.decidedAt = state.decidedAt;
    record.reason = state.reason;
    record.underRevision = state.underRevision;
    return record;
  },
};
