import { Inject, Injectable } from '@nestjs/common';
import type { Money } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';

/**
 * A completed gift is added to its campaign: one atomic UPDATE (which also reads the campaign back:
 * no read before it), run once per message by the consumer's processed key. A campaign deleted
 * since the gift has nothing to credit. The campaign records the credit after the UPDATE; if it
 * refuses it (a negative gift), the unit of work rolls the UPDATE back.
 */
@Injectable()
export class CreditCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  execute(campaignId: string, gift: Money, at: Date): Promise<void> {
    return this.uow.run(async () => {
      const campaign = await this.campaigns.credit(campaignId, gift);
      campaign?.credit(gift, at);
    });
  }

  /** A refunded gift is taken back out: one atomic UPDATE, once per message. */
  refund(campaignId: string, gift: Money): Promise<void> {
    return this.uow.run(() => this.campaigns.debitRefund(campaignId, gift));
  }
}
