import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import type { RemovalOutcome } from '../domain/campaign.aggregate.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';

/**
 * The owner deletes their campaign, permanently; one that has received gifts is archived instead
 * (see Campaign.remove). (Moderators remove campaigns through moderation.)
 */
@Injectable()
export class DeleteCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(campaignId: string, by: { id: string }): Promise<RemovalOutcome> {
    return this.uow.run(async () => {
      const campaign = await this.campaigns.findByIdForUpdate(campaignId);
      if (!campaign) throw CampaignErrors.notFound();
      const giftsReceived = await this.campaigns.giftsReceived(campaign);
      const outcome = campaign.remove(by.id, this.clock.now(), { byModerator: false, giftsReceived });
      if (outcome === 'deleted') await this.campaigns.remove(campaign);
      else await this.campaigns.save(campaign);
      return outcome;
    });
  }

  /**
   * A member closed their account (identity.account-closed.v1): each of their campaigns is taken down as
   * if they deleted it — archived (books kept, still readable by moderators) when it has gifts, deleted
   * otherwise. Its monthly gifts stop through fundraising.campaign-archived.v1.
   */
  async removeAllOf(ownerId: string): Promise<void> {
    for (const id of await this.campaigns.idsOwnedBy(ownerId)) await this.execute(id, { id: ownerId });
  }
}
