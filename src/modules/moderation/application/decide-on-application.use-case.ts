import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../shared-kernel/application.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { SponsorshipApplications } from '../../creator-hub/index.js';
import { ModerationDecision } from '../domain/moderation-decision.js';
import { MODERATION_DECISION_REPOSITORY, type ModerationDecisionRepository } from '../domain/moderation-decision.repository.js';

/** An administrator approves or rejects a sponsorship application; the decision is recorded with it. */
@Injectable()
export class DecideOnApplication {
  constructor(
    private readonly applications: SponsorshipApplications,
    @Inject(MODERATION_DECISION_REPOSITORY) private readonly decisions: ModerationDecisionRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(applicationId: string, verdict: 'approve' | 'reject', admin: AuthenticatedUser) {
    return this.uow.run(async () => {
      const application = await this.applications.review(applicationId, verdict, admin.id);
      await this.decisions.add(
        ModerationDecision.record(
          {
            adminId: admin.id,
            action: verdict === 'approve' ? 'sponsorship.approved' : 'sponsorship.rejected',
            subjectType: 'sponsorship_application',
            subjectId: application.id,
            subjectLabel: application.name,
          },
          this.clock.now(),
        ),
      );
      return application;
    });
  }
}
