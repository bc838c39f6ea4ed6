import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { ReviewCase } from '../domain/review-case.aggregate.js';
import { ReviewCaseErrors } from '../domain/review-case.errors.js';
import { REVIEW_CASE_REPOSITORY, type ReviewCaseRepository } from '../domain/review-case.repository.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { CAMPAIGN_UPDATE_CATALOG, type CampaignUpdateCatalog } from './campaign-update-catalog.port.js';

/** How the queue and the audit trail name an update: "Update to <campaign title>". */
export const updateLabel = (campaignTitle: string): string => `Update to ${campaignTitle}`;

/**
 * A moderator approves or rejects (with a reason) an organizer's campaign update, once. The decision is
 * moderation's (its review case, its audit trail); fundraising applies it on hearing
 * moderation.campaign-update-*.v1, delivered right after this commits, so the update is public (or not)
 * when the call returns. Only then are the campaign's donors told (by notifications, on fundraising's
 * fundraising.campaign-update-published.v1).
 */
@Injectable()
export class DecideOnCampaignUpdate {
  constructor(
    @Inject(REVIEW_CASE_REPOSITORY) private readonly cases: ReviewCaseRepository,
    @Inject(CAMPAIGN_UPDATE_CATALOG) private readonly updates: CampaignUpdateCatalog,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(updateId: string, verdict: 'approve' | 'reject', moderator: { id: string }, reason: string | null = null): Promise<void> {
    return this.uow.run(async () => {
      const update = await this.updates.find(updateId);
      if (!update) throw ReviewCaseErrors.subjectNotFound('campaign_update');
      const campaign = await this.campaigns.find(update.campaignId);
      if (!campaign) throw ReviewCaseErrors.subjectNotFound('campaign_update');
      if (verdict === 'approve' && campaign.archivedAt) throw ReviewCaseErrors.updateOfArchivedCampaign();
      // An update whose posting the queue has not heard of yet is decided all the same (one published before
      // updates were reviewed is decided already).
      const found = await this.cases.findBySubjectForUpdate('campaign_update', update.id);
      if (!found && update.status !== 'pending') throw ReviewCaseErrors.alreadyDecided(update.status, 'campaign_update');
      const reviewCase =
        found ?? ReviewCase.open({ type: 'campaign_update', id: update.id, submittedBy: update.authorId, label: updateLabel(campaign.title) }, update.postedAt);
      reviewCase.relabel(updateLabel(campaign.title));
      const now = this.clock.now();
      if (verdict === 'approve') reviewCase.approve(moderator.id, now);
      else reviewCase.reject(moderator.id, now, reason?.trim() || null);
      await this.cases.save(reviewCase);
    });
  }
}
