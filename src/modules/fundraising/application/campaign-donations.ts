import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import {
  INTEGRATION_EVENT_SUBSCRIBER,
  type IntegrationEventSubscriber,
} from '../../../shared-kernel/application.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';
import { isUuidLike } from '../domain/slug.js';
import { CAMPAIGN_READ_MODEL, type CampaignReadModel } from './campaign-view.js';
import { PublicListingCache } from './public-listing-cache.js';

/**
 * Fundraising's side of giving: which campaigns take gifts now, and crediting each completed
 * gift to its campaign exactly once (the relay's processed key) with one atomic UPDATE.
 */
@Injectable()
export class CampaignDonations implements OnModuleInit {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(CAMPAIGN_READ_MODEL) private readonly reads: CampaignReadModel,
    @Inject(INTEGRATION_EVENT_SUBSCRIBER) private readonly subscriber: IntegrationEventSubscriber,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly listings: PublicListingCache,
  ) {}

  onModuleInit(): void {
    this.subscriber.subscribe('payments.donation-completed.v1', 'fundraising.credit-campaign', async (event) => {
      await this.campaigns.credit(event.payload.campaignId, event.payload.giftCents, 1);
      this.listings.clear();
    });
  }

  /** The campaign if it takes gifts now: approved, active and not past its end date. */
  async requireDonatable(campaignId: string): Promise<{ id: string; slug: string; title: string }> {
    const campaign = isUuidLike(campaignId) ? await this.campaigns.findById(campaignId) : null;
    if (!campaign || !campaign.isPublic()) throw CampaignErrors.notFound();
    if (!campaign.acceptsDonations(this.clock.now())) throw CampaignErrors.notDonatable();
    return { id: campaign.id, slug: campaign.slug, title: campaign.title };
  }

  summaries(ids: string[]): Promise<Map<string, { title: string; slug: string }>> {
    return this.reads.namesOf([...new Set(ids)]);
  }

}
