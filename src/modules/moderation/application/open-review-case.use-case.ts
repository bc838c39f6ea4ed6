import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { ReviewCase, type ReviewSubject } from '../domain/review-case.aggregate.js';
import { REVIEW_CASE_REPOSITORY, type ReviewCaseRepository } from '../domain/review-case.repository.js';

/** A submitted campaign or application joins the review queue (once: a known subject is left alone). */
@Injectable()
export class OpenReviewCase {
  constructor(
    @Inject(REVIEW_CASE_REPOSITORY) private readonly cases: ReviewCaseRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  execute(subject: ReviewSubject, submittedAt: Date): Promise<void> {
    return this.uow.run(async () => {
      if (await this.cases.findBySubject(subject.type, subject.id)) return;
      await this.cases.save(ReviewCase.open(subject, submittedAt));
    });
  }
}
