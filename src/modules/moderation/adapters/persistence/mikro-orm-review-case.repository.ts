import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isId } from '../../../../shared-kernel/domain.js';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import { ReviewCase } from '../../domain/review-case.aggregate.js';
import type { ReviewSubjectType } from '../../domain/review-subject.js';
import type { ReviewCaseRepository } from '../../domain/review-case.repository.js';
import { ReviewCaseRecord } from './review-case.schema.js';

function toDomain(record: ReviewCaseRecord): ReviewCase {
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
}

function toRecord(reviewCase: ReviewCase): ReviewCaseRecord {
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
}

@Injectable()
export class MikroOrmReviewCaseRepository implements ReviewCaseRepository {
  constructor(private readonly em: EntityManager) {}

  async findBySubject(type: ReviewSubjectType, subjectId: string): Promise<ReviewCase | null> {
    if (!isId(subjectId)) return null;
    const record = await this.em.findOne(ReviewCaseRecord, { subjectType: type, subjectId }, { disableIdentityMap: true });
    return record ? toDomain(record) : null;
  }

  async findBySubjectForUpdate(type: ReviewSubjectType, subjectId: string): Promise<ReviewCase | null> {
    if (!isId(subjectId)) return null;
    const record = await this.em.findOne(
      ReviewCaseRecord,
      { subjectType: type, subjectId },
      { disableIdentityMap: true, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    return record ? toDomain(record) : null;
  }

  async save(reviewCase: ReviewCase): Promise<void> {
    trackAggregate(reviewCase);
    await this.em.upsert(ReviewCaseRecord, toRecord(reviewCase), {
      disableIdentityMap: true,
      onConflictFields: ['id'],
      onConflictExcludeFields: ['id', 'subjectType', 'subjectId', 'submittedBy'],
    });
  }
}
