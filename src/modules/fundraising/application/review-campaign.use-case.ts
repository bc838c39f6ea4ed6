import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import {
  INTEGRATION_EVENT_PUBLISHER,
  type IntegrationEventPublisher,
} from '../../../shared-kernel/application.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';
import { PublicListingCache } from './public-listing-cache.js';

/**
 * A moderator's verdict on a campaign. Moderation decides and records; this changes the campaign.
 * Runs inside the caller's unit of work when there is one, so the decision record and the
 * change commit together.
 */
@Injectable()
export class ReviewCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(INTEGRATION_EVENT_PUBLISHER) private readonly events: IntegrationEventPublisher,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly listings: PublicListingCache,
  ) {}

  async execute(campaignId: string, verdict: 'approve' | 'reject', by: string): Promise<{ id: string; title: string }> {
    const result = await this.uow.run(async () => {
      const campaign = await this.campaigns.findById(campaignId);
      if (!campaign) throw CampaignErrors.notFound();
      const now = this.clock.now();
      if (verdict === 'approve') campaign.approve(by, now);
      else campaign.reject(by, now);
      await this.campaigns.save(campaign);
      if (campaign.pullEvents().length > 0) {
        this.events.publish(verdict === 'approve' ? 'fundraising.campaign-approved.v1' : 'fundraising.campaign-rejected.v1', {
          campaignId: campaign.id,
          ownerId: campaign.ownerId,
          title: campaign.title,
          reviewedBy: by,
          reviewedAt: now.toISOString(),
        });
      }
      return { id: campaign.id, title: campaign.title };
    });
    // After the commit. (Inside a moderator's larger unit of work the commit comes a moment later;
    // a listing read in that moment may be reused for up to the cache's two seconds.)
    this.listings.clear();
    return result;
  }
}
