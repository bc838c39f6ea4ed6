import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { REVIEW_CASE_REPOSITORY, type ReviewCaseRepository } from '../domain/review-case.repository.js';

/** The owner edited an approved campaign: its case joins the queue again, to review the edit ("Edit of <title>"). */
@Injectable()
export class ReopenReviewCaseForRevision {
  constructor(
    @Inject(REVIEW_CASE_REPOSITORY) private readonly cases: ReviewCaseRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  execute(campaignId: string, label: string, submittedAt: Date): Promise<void> {
    return this.uow.run(async () => {
      const reviewCase = await this.cases.findBySubjectForUpdate('campaign', campaignId);
      if (!reviewCase) return;
      reviewCase.reopenForRevision(label, submittedAt);
      await this.cases.save(reviewCase);
    });
  }
}
