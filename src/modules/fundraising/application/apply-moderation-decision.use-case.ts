import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';

export interface ModerationDecision {
  verdict: 'approve' | 'reject' | 'remove' | 'approve-revision' | 'reject-revision';
  campaignId: string;
  by: string;
  at: Date;
  reason: string | null;
  /** For a decision on an edit: the submission time of the edit the moderator saw. */
  revisionSubmittedAt?: Date | null;
}

/**
 * A moderator's decision (made in moderation) takes effect on the campaign: on the campaign
 * itself, or on the edit waiting for review. A removal archives a campaign that has received
 * gifts. A campaign deleted in the meantime has nothing left to decide on.
 */
@Injectable()
export class ApplyModerationDecision {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  execute(decision: ModerationDecision): Promise<void> {
    return this.uow.run(async () => {
      const campaign = await this.campaigns.findByIdForUpdate(decision.campaignId);
      if (!campaign) return;
      switch (decision.verdict) {
        case 'approve':
          campaign.approve(decision.by, decision.at);
          return this.campaigns.save(campaign);
        case 'reject':
          campaign.reject(decision.by, decision.at, decision.reason);
          return this.campaigns.save(campaign);
        case 'approve-revision':
          campaign.approveRevision(decision.by, decision.at, decision.revisionSubmittedAt ?? null);
          return this.campaigns.save(campaign);
        case 'reject-revision':
          campaign.rejectRevision(decision.by, decision.at, decision.reason, decision.revisionSubmittedAt ?? null);
          return this.campaigns.save(campaign);
        case 'remove': {
          const giftsReceived = await this.campaigns.giftsReceived(campaign);
          const outcome = campaign.remove(decision.by, decision.at, { byModerator: true, giftsReceived });
          return outcome === 'deleted' ? this.campaigns.remove(campaign) : this.campaigns.save(campaign);
        }
      }
    });
  }
}
