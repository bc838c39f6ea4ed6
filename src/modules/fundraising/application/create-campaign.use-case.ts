import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import {
  INTEGRATION_EVENT_PUBLISHER,
  type IntegrationEventPublisher,
} from '../../../shared-kernel/application.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { Campaign, type CampaignContent } from '../domain/campaign.aggregate.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';
import { slugify } from '../domain/slug.js';

export interface CreateCampaignCommand extends CampaignContent {
  ownerId: string;
  endDate?: Date | null;
}

/** A member starts a campaign; it waits for review before anyone else can see it. */
@Injectable()
export class CreateCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(INTEGRATION_EVENT_PUBLISHER) private readonly events: IntegrationEventPublisher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CreateCampaignCommand): Promise<Campaign> {
    return this.uow.run(async () => {
      const now = this.clock.now();
      const campaign = Campaign.create({ ...command, slug: await this.uniqueSlug(String(command.title ?? '')) }, now);
      await this.campaigns.save(campaign);
      campaign.pullEvents();
      this.events.publish('fundraising.campaign-created.v1', {
        campaignId: campaign.id,
        ownerId: campaign.ownerId,
        title: campaign.title,
        goalCents: campaign.goalCents,
        createdAt: now.toISOString(),
      });
      return campaign;
    });
  }

  private async uniqueSlug(title: string): Promise<string> {
    const base = slugify(title);
    if (!(await this.campaigns.slugExists(base))) return base;
    for (;;) {
      const candidate = `${base}-${randomBytes(3).toString('hex')}`;
      if (!(await this.campaigns.slugExists(candidate))) return candidate;
    }
  }
}
