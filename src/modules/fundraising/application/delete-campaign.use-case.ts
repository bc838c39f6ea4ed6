import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';

/** The owner deletes their campaign, permanently. (Moderators remove campaigns through moderation.) */
@Injectable()
export class DeleteCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(campaignId: string, by: { id: string }): Promise<void> {
    return this.uow.run(async () => {
      const campaign = await this.campaigns.findByIdForUpdate(campaignId);
      if (!campaign) throw CampaignErrors.notFound();
      campaign.remove(by.id, this.clock.now(), { byModerator: false });
      await this.campaigns.remove(campaign);
    });
  }
}
