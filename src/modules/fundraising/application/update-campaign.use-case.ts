import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain/clock.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application/unit-of-work.js';
import type { Campaign, CampaignChanges } from '../domain/campaign.aggregate.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';

/** The owner edits, activates or deactivates their campaign. */
@Injectable()
export class UpdateCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(campaignId: string, changes: CampaignChanges, by: { id: string }): Promise<Campaign> {
    return this.uow.run(async () => {
      const campaign = await this.campaigns.findById(campaignId);
      if (!campaign) throw CampaignErrors.notFound();
      campaign.edit(changes, by.id, this.clock.now());
      await this.campaigns.save(campaign);
      return campaign;
    });
  }
}
