import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DomainError, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type AuthenticatedUser, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CAMPAIGN_UPDATES_PER_DAY, CampaignUpdate, type CampaignUpdateState } from '../domain/campaign-update.aggregate.js';
import { CAMPAIGN_UPDATE_REPOSITORY, type CampaignUpdateRepository } from '../domain/campaign-update.repository.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';

const SHOWN = 100;
const DAY_MS = 86_400_000;

/** "5 hours", "40 minutes": how long until the campaign may post again, rounded up. */
function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export const CampaignUpdateErrors = {
  tooMany: (retryAfterMs: number) =>
    new DomainError(
      'too_many_campaign_updates',
      `A campaign can post at most ${CAMPAIGN_UPDATES_PER_DAY} updates in 24 hours. Please wait ${waitText(retryAfterMs)} and try again.`,
      'rate_limited',
      undefined,
      { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
    ),
};

/**
 * Campaign updates: the organizer (only they) posts news of their campaign, at most three in any 24 hours.
 * Each waits for a moderator's review (moderation queues it on fundraising.campaign-update-posted.v1): the
 * public reads only approved updates, and only an approval is published (fundraising.campaign-update-published.v1)
 * for the campaign's donors to be told. The organizer and administrators also see pending and rejected ones.
 */
@Injectable()
export class CampaignUpdates {
  constructor(
    @Inject(CAMPAIGN_UPDATE_REPOSITORY) private readonly updates: CampaignUpdateRepository,
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  post(campaignId: string, command: { title: string; body: string; image: string | null }, by: AuthenticatedUser): Promise<CampaignUpdateState> {
    return this.uow.run(async () => {
      // The campaign's row is held until the update is written: concurrent posts are counted one after the other.
      const campaign = await this.campaigns.findByIdForUpdate(campaignId);
      if (!campaign) throw CampaignErrors.notFound();
      if (campaign.ownerId !== by.id) {
        throw DomainError.forbidden('not_campaign_owner', "Only the campaign's organizer can post updates to it.");
      }
      if (campaign.isArchived) throw CampaignErrors.archivedUnchangeable();
      const now = this.clock.now();
      const update = CampaignUpdate.post({ campaignId: campaign.id, authorId: by.id, ...command }, now);
      const recent = await this.updates.postedSince(campaign.id, new Date(now.getTime() - DAY_MS));
      if (recent.count >= CAMPAIGN_UPDATES_PER_DAY) {
        throw CampaignUpdateErrors.tooMany((recent.earliest?.getTime() ?? now.getTime()) + DAY_MS - now.getTime());
      }
      await this.updates.save(update);
      return update.toState();
    });
  }

  /** The public reads approved updates; the organizer and administrators read every one, with its review. */
  async list(campaignId: string, viewer: AuthenticatedUser | undefined): Promise<CampaignUpdateState[]> {
    const campaign = await this.campaigns.findById(campaignId);
    if (!campaign) throw CampaignErrors.notFound();
    const reviewer = campaign.ownerId === viewer?.id || viewer?.isAdmin === true;
    if (!campaign.isPublic() && !reviewer) throw CampaignErrors.notFound();
    return this.updates.listForCampaign(campaign.id, SHOWN, { approvedOnly: !reviewer });
  }

  /** An update as moderators review it (null when it does not exist, or no longer). */
  find(updateId: string): Promise<CampaignUpdateState | null> {
    return this.updates.findById(updateId);
  }

  /** These updates in this order, for moderation's queue; those that no longer exist are left out. */
  inOrder(updateIds: string[]): Promise<CampaignUpdateState[]> {
    return this.updates.inOrder(updateIds);
  }

  /**
   * A moderator's decision (made in moderation) takes effect: approved, the update is public and published for
   * its donors; rejected, it stays its organizer's, with the reason. An update decided already, or deleted with
   * its campaign, is left alone.
   */
  applyDecision(decision: { updateId: string; verdict: 'approve' | 'reject'; by: string; at: Date; reason: string | null }): Promise<void> {
    return this.uow.run(async () => {
      const update = await this.updates.findByIdForUpdate(decision.updateId);
      if (!update) return;
      if (decision.verdict === 'approve') update.approve(decision.by, decision.at);
      else update.reject(decision.by, decision.at, decision.reason);
      await this.updates.save(update);
    });
  }
}
