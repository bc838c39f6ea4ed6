import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { ReviewCase } from '../../domain/review-case.aggregate.js';
import type { ReviewSubjectType } from '../../domain/review-subject.js';
import type { ReviewCaseRepository } from '../../domain/review-case.repository.js';
import { ReviewCaseRecord } from './review-case.schema.js';
import { ReviewCaseMapper } from './review-case.mapper.js';

@Injectable()
export class MikroOrmReviewCaseRepository implements ReviewCaseRepository {
  constructor(private readonly em: EntityManager) {}

  async findBySubject(type: ReviewSubjectType, subjectId: string): Promise<ReviewCase | null> {
    const record = await this.em.findOne(ReviewCaseRecord, { subjectType: type, subjectId }, { disableIdentityMap: true });
    return record ? ReviewCaseMapper.toDomain(record) : null;
  }

  async findBySubjectForUpdate(type: ReviewSubjectType, subjectId: string): Promise<ReviewCase | null> {
    const record = await this.em.findOne(
      ReviewCaseRecord,
      { subjectType: type, subjectId },
      { disableIdentityMap: true, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    return record ? ReviewCaseMapper.toDomain(record) : null;
  }

  async save(reviewCase: ReviewCase): Promise<void> {
    trackAggregate(reviewCase);
    await this.em.upsert(ReviewCaseRecord, ReviewCaseMapper.toRecord(reviewCase), {
      disableIdentityMap: true,
      onConflictFields: ['id'],
      onConflictExcludeFields: ['id', 'subjectType', 'subjectId', 'submittedBy'],
    });
  }
}
