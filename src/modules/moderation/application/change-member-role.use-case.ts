import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../shared-kernel/application.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { MemberAdministration } from '../../identity/index.js';
import { ModerationDecision } from '../domain/moderation-decision.js';
import { MODERATION_DECISION_REPOSITORY, type ModerationDecisionRepository } from '../domain/moderation-decision.repository.js';

/** Grants or removes the admin role (identity's rules: not one's own, not the last admin), recorded. */
@Injectable()
export class ChangeMemberRole {
  constructor(
    private readonly members: MemberAdministration,
    @Inject(MODERATION_DECISION_REPOSITORY) private readonly decisions: ModerationDecisionRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(userId: string, isAdmin: boolean, admin: AuthenticatedUser) {
    return this.uow.run(async () => {
      const user = await this.members.setAdmin(userId, isAdmin, admin.id);
      await this.decisions.add(
        ModerationDecision.record(
          { adminId: admin.id, action: isAdmin ? 'user.admin-granted' : 'user.admin-revoked', subjectType: 'user', subjectId: user.id, subjectLabel: user.username },
          this.clock.now(),
        ),
      );
      return user;
    });
  }
}
