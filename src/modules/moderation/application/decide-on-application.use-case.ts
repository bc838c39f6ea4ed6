import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { ReviewCaseErrors } from '../domain/review-case.errors.js';
import { REVIEW_CASE_REPOSITORY, type ReviewCaseRepository } from '../domain/review-case.repository.js';

/**
 * A moderator approves or rejects a sponsorship application, once (a second decision is a 409).
 * creator-hub applies it on hearing moderation.application-*.v1.
 */
@Injectable()
export class DecideOnApplication {
  constructor(
    @Inject(REVIEW_CASE_REPOSITORY) private readonly cases: ReviewCaseRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(applicationId: string, verdict: 'approve' | 'reject', moderator: { id: string }, reason: string | null = null): Promise<void> {
    return this.uow.run(async () => {
      const reviewCase = await this.cases.findBySubjectForUpdate('sponsorship_application', applicationId);
      if (!reviewCase) throw ReviewCaseErrors.subjectNotFound('sponsorship_application');
      if (verdict === 'approve') reviewCase.approve(moderator.id, this.clock.now());
      else reviewCase.reject(moderator.id, this.clock.now(), reason);
      await this.cases.save(reviewCase);
    });
  }
}
