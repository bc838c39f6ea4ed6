import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { ReviewCase, type ReviewSubject } from '../domain/review-case.aggregate.js';
import { REVIEW_CASE_REPOSITORY, type ReviewCaseRepository } from '../domain/review-case.repository.js';

/** The subject was deleted: its case leaves the queue and takes no more decisions. */
@Injectable()
export class WithdrawReviewCase {
  constructor(
    @Inject(REVIEW_CASE_REPOSITORY) private readonly cases: ReviewCaseRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  /** `subject` describes it for a case that must be kept closed when none was opened yet. */
  execute(subject: ReviewSubject, at: Date): Promise<void> {
    return this.uow.run(async () => {
      const reviewCase = await this.cases.findBySubjectForUpdate(subject.type, subject.id);
      if (!reviewCase) return this.cases.save(ReviewCase.withdrawnBeforeQueued(subject, at));
      if (reviewCase.status === 'removed') return;
      reviewCase.withdraw();
      await this.cases.save(reviewCase);
    });
  }
}
