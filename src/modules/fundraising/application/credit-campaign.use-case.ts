import { Inject, Injectable } from '@nestjs/common';
import type { Money } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { Campaign } from '../domain/campaign.aggregate.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';

/**
 * What gifts do to their campaign's figures: the aggregate decides the change (Campaign.giftStarted, credit,
 * refund: a negative gift is refused before anything is written), the repository applies it in one atomic
 * statement. Run once per message: a started or completed gift as a one-statement unit whose statement also
 * claims the consumer's processed key (no transaction); a refund in a unit of work of its own.
 */
@Injectable()
export class CreditCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  /** A gift was started: from then on taking the campaign down archives it (the first one counts). */
  async noteStarted(campaignId: string, at: Date): Promise<void> {
    await this.uow.runAsOneStatement(() => this.campaigns.apply(Campaign.giftStarted(campaignId, at)));
  }

  /** A completed gift is added to its campaign (a campaign deleted since has nothing to credit). */
  execute(campaignId: string, gift: Money, at: Date): Promise<void> {
    const change = Campaign.credit(campaignId, gift, at);
    return this.uow.runAsOneStatement(async () => {
      const campaign = await this.campaigns.apply(change);
      if (change.kind === 'gift-credited') campaign?.credited(change);
    });
  }

  /** A refunded gift is taken back out. */
  async refund(campaignId: string, gift: Money): Promise<void> {
    await this.uow.run(() => this.campaigns.apply(Campaign.refund(campaignId, gift)));
  }
}
