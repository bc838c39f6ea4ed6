import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { ReviewCaseErrors } from '../domain/review-case.errors.js';
import { REVIEW_CASE_REPOSITORY, type ReviewCaseRepository } from '../domain/review-case.repository.js';

/**
 * A moderator verifies or rejects (with a reason) a registered organization, once (a second decision is a 409).
 * The organizations context applies it on hearing moderation.organization-verified|rejected.v1, delivered at once:
 * by the time the moderator's request answers, the organization has its status.
 */
@Injectable()
export class DecideOnOrganization {
  constructor(
    @Inject(REVIEW_CASE_REPOSITORY) private readonly cases: ReviewCaseRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(organizationId: string, verdict: 'verify' | 'reject', moderator: { id: string }, reason: string | null = null): Promise<void> {
    return this.uow.run(async () => {
      const reviewCase = await this.cases.findBySubjectForUpdate('organization', organizationId);
      if (!reviewCase) throw ReviewCaseErrors.subjectNotFound('organization');
      if (verdict === 'verify') reviewCase.approve(moderator.id, this.clock.now());
      else reviewCase.reject(moderator.id, this.clock.now(), reason);
      await this.cases.save(reviewCase);
    });
  }
}
