import { Inject, Injectable } from '@nestjs/common';
import type { Money } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';

/**
 * A completed gift is added to its campaign: one atomic UPDATE, run once per message by the
 * consumer's processed key. A campaign deleted since the gift has nothing to credit.
 */
@Injectable()
export class CreditCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  execute(campaignId: string, gift: Money, at: Date): Promise<void> {
    return this.uow.run(async () => {
      const campaign = await this.campaigns.findById(campaignId);
      if (!campaign) return;
      campaign.credit(gift, at);
      await this.campaigns.credit(campaign, gift);
    });
  }

  /** A refunded gift is taken back out: one atomic UPDATE, once per message. */
  refund(campaignId: string, gift: Money): Promise<void> {
    return this.uow.run(() => this.campaigns.debitRefund(campaignId, gift));
  }
}
