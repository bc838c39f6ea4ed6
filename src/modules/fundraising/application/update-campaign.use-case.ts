import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import type { Campaign, CampaignChanges } from '../domain/campaign.aggregate.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';
import { PublicListingCache } from './public-listing-cache.js';

/** The owner edits, activates or deactivates their campaign. */
@Injectable()
export class UpdateCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly listings: PublicListingCache,
  ) {}

  async execute(campaignId: string, changes: CampaignChanges, by: { id: string }): Promise<Campaign> {
    const campaign = await this.uow.run(async () => {
      const found = await this.campaigns.findById(campaignId);
      if (!found) throw CampaignErrors.notFound();
      found.edit(changes, by.id, this.clock.now());
      await this.campaigns.save(found);
      return found;
    });
    this.listings.clear();
    return campaign;
  }
}
