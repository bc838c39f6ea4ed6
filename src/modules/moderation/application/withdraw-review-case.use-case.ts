import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import type { ReviewSubjectType } from '../domain/review-subject.js';
import { REVIEW_CASE_REPOSITORY, type ReviewCaseRepository } from '../domain/review-case.repository.js';

/** The subject was deleted: its case leaves the queue and takes no more decisions. */
@Injectable()
export class WithdrawReviewCase {
  constructor(
    @Inject(REVIEW_CASE_REPOSITORY) private readonly cases: ReviewCaseRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  execute(type: ReviewSubjectType, subjectId: string): Promise<void> {
    return this.uow.run(async () => {
      const reviewCase = await this.cases.findBySubjectForUpdate(type, subjectId);
      if (!reviewCase || reviewCase.status === 'removed') return;
      reviewCase.withdraw();
      await this.cases.save(reviewCase);
    });
  }
}
