import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import type { AuthenticatedUser } from '../../../shared-kernel/application.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { DeleteCampaign, ReviewCampaign } from '../../fundraising/index.js';
import { ModerationDecision } from '../domain/moderation-decision.js';
import {
  MODERATION_DECISION_REPOSITORY,
  type ModerationDecisionRepository,
} from '../domain/moderation-decision.repository.js';

export type CampaignVerdict = 'approve' | 'reject' | 'delete';

/**
 * An administrator approves, rejects or deletes a campaign. Fundraising changes the campaign
 * (through its public API); moderation records the decision; both commit together.
 */
@Injectable()
export class DecideOnCampaign {
  constructor(
    private readonly review: ReviewCampaign,
    private readonly remove: DeleteCampaign,
    @Inject(MODERATION_DECISION_REPOSITORY) private readonly decisions: ModerationDecisionRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(campaignId: string, verdict: CampaignVerdict, admin: AuthenticatedUser): Promise<void> {
    await this.uow.run(async () => {
      const campaign =
        verdict === 'delete'
          ? await this.remove.execute(campaignId, admin, { asModerator: true })
          : await this.review.execute(campaignId, verdict, admin.id);
      const action = verdict === 'approve' ? 'campaign.approved' : verdict === 'reject' ? 'campaign.rejected' : 'campaign.deleted';
      await this.decisions.add(
        ModerationDecision.record(
          { adminId: admin.id, action, subjectType: 'campaign', subjectId: campaign.id, subjectLabel: campaign.title },
          this.clock.now(),
        ),
      );
    });
  }
}
