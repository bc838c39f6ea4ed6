import { Inject, Injectable } from '@nestjs/common';
import {
  INTEGRATION_EVENT_PUBLISHER,
  type IntegrationEventPublisher,
} from '../../../shared-kernel/application.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';
import { PublicListingCache } from './public-listing-cache.js';

/** Permanent removal: by its owner, or by an administrator (through moderation). */
@Injectable()
export class DeleteCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(INTEGRATION_EVENT_PUBLISHER) private readonly events: IntegrationEventPublisher,
    private readonly listings: PublicListingCache,
  ) {}

  async execute(campaignId: string, by: { id: string; isAdmin: boolean }, options: { asModerator?: boolean } = {}) {
    const result = await this.uow.run(async () => {
      const campaign = await this.campaigns.findById(campaignId);
      if (!campaign) throw CampaignErrors.notFound();
      const allowed = campaign.isOwnedBy(by.id) || (options.asModerator === true && by.isAdmin);
      if (!allowed) throw CampaignErrors.notOwner();
      await this.campaigns.delete(campaign);
      this.events.publish('fundraising.campaign-deleted.v1', {
        campaignId: campaign.id,
        title: campaign.title,
        deletedBy: by.id,
        byModerator: !campaign.isOwnedBy(by.id),
      });
      return { id: campaign.id, title: campaign.title };
    });
    // After the commit. (Inside a moderator's larger unit of work the commit comes a moment later;
    // a listing read in that moment may be reused for up to the cache's two seconds.)
    this.listings.clear();
    return result;
  }
}
