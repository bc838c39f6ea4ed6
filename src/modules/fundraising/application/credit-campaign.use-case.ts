import { Inject, Injectable } from '@nestjs/common';
import type { Money } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { Campaign } from '../domain/campaign.aggregate.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';

/**
 * A completed gift is added to its campaign: one atomic UPDATE (which also reads the campaign back:
 * no read before it), run once per message by the consumer's processed key, which that same
 * statement claims (a one-statement unit of work: no transaction). A campaign deleted since the
 * gift has nothing to credit. A negative gift is refused before anything is written.
 */
@Injectable()
export class CreditCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  execute(campaignId: string, gift: Money, at: Date): Promise<void> {
    Campaign.assertCreditable(gift);
    return this.uow.runAsOneStatement(async () => {
      const campaign = await this.campaigns.credit(campaignId, gift);
      campaign?.credit(gift, at);
    });
  }

  /** A refunded gift is taken back out: one atomic UPDATE, once per message. */
  refund(campaignId: string, gift: Money): Promise<void> {
    return this.uow.run(() => this.campaigns.debitRefund(campaignId, gift));
  }
}
