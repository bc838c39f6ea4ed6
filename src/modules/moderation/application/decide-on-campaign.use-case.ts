import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { ReviewCase } from '../domain/review-case.aggregate.js';
import { ReviewCaseErrors } from '../domain/review-case.errors.js';
import { REVIEW_CASE_REPOSITORY, type ReviewCaseRepository } from '../domain/review-case.repository.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';

export type CampaignVerdict = 'approve' | 'reject' | 'remove';

/**
 * A moderator approves, rejects or removes a campaign (or, while its case reviews the owner's edit
 * of the approved campaign, approves or rejects that edit). The decision is moderation's (its review
 * case, its audit trail); fundraising applies it on hearing moderation.campaign-*.v1, delivered
 * right after this commits, so the moderator sees the result when the call returns.
 */
@Injectable()
export class DecideOnCampaign {
  constructor(
    @Inject(REVIEW_CASE_REPOSITORY) private readonly cases: ReviewCaseRepository,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(campaignId: string, verdict: CampaignVerdict, moderator: { id: string }, reason: string | null = null): Promise<void> {
    return this.uow.run(async () => {
      const campaign = await this.campaigns.find(campaignId);
      if (!campaign) throw ReviewCaseErrors.subjectNotFound('campaign');
      // A campaign whose submission the queue has not heard of yet is decided all the same.
      const reviewCase =
        (await this.cases.findBySubjectForUpdate('campaign', campaign.id)) ??
        ReviewCase.open({ type: 'campaign', id: campaign.id, submittedBy: campaign.ownerId, label: campaign.title }, campaign.createdAt);
      // An edit under review is recorded as one: "Edit of <the title it proposes>".
      reviewCase.relabel(reviewCase.underRevision && campaign.pendingRevision ? `Edit of ${campaign.pendingRevision.title}` : campaign.title);
      const now = this.clock.now();
      if (verdict === 'approve') reviewCase.approve(moderator.id, now);
      else if (verdict === 'reject') reviewCase.reject(moderator.id, now, reason);
      else reviewCase.remove(moderator.id, now, reason);
      await this.cases.save(reviewCase);
    });
  }
}
