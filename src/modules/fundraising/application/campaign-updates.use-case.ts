import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DomainError, isId, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type AuthenticatedUser, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CampaignUpdate, type CampaignUpdateState } from '../domain/campaign-update.aggregate.js';
import { CAMPAIGN_UPDATE_REPOSITORY, type CampaignUpdateRepository } from '../domain/campaign-update.repository.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';

const SHOWN = 100;

/**
 * Campaign updates: the organiser (only they) posts news of their campaign; everyone who may see
 * the campaign reads its updates, newest first. Each post is published as
 * fundraising.campaign-update-posted.v1, so the campaign's donors can be told.
 */
@Injectable()
export class CampaignUpdates {
  constructor(
    @Inject(CAMPAIGN_UPDATE_REPOSITORY) private readonly updates: CampaignUpdateRepository,
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async post(campaignId: string, command: { title: string; body: string; image: string | null }, by: AuthenticatedUser): Promise<CampaignUpdateState> {
    const campaign = isId(campaignId) ? await this.campaigns.findById(campaignId) : null;
    if (!campaign) throw CampaignErrors.notFound();
    if (campaign.ownerId !== by.id) {
      throw DomainError.forbidden('not_campaign_owner', "Only the campaign's organiser can post updates to it.");
    }
    if (campaign.isArchived) throw CampaignErrors.archivedUnchangeable();
    const update = CampaignUpdate.post({ campaignId: campaign.id, authorId: by.id, ...command }, this.clock.now());
    await this.uow.run(() => this.updates.save(update));
    return update.toState();
  }

  async list(campaignId: string, viewer: AuthenticatedUser | undefined): Promise<CampaignUpdateState[]> {
    const campaign = isId(campaignId) ? await this.campaigns.findById(campaignId) : null;
    if (!campaign) throw CampaignErrors.notFound();
    const mayView = campaign.isPublic() || campaign.ownerId === viewer?.id || viewer?.isAdmin === true;
    if (!mayView) throw CampaignErrors.notFound();
    return this.updates.listForCampaign(campaign.id, SHOWN);
  }
}
