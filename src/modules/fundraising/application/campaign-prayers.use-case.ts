import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type AuthenticatedUser, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { CAMPAIGN_PRAYERS_REPOSITORY, type CampaignPrayersRepository } from '../domain/campaign-prayers.repository.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';

export interface PrayerState {
  count: number;
  /** Whether the viewer (signed in) is among them. */
  praying: boolean;
}

/**
 * "I'm praying": a signed-in member marks once per campaign that they pray for it, and can take the
 * mark back. Only a campaign the viewer may see (public, or their own, or any for an admin).
 */
@Injectable()
export class CampaignPrayers {
  constructor(
    @Inject(CAMPAIGN_PRAYERS_REPOSITORY) private readonly prayers: CampaignPrayersRepository,
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async toggle(campaignId: string, member: AuthenticatedUser): Promise<PrayerState> {
    await this.requireVisible(campaignId, member);
    const praying = await this.uow.run(() => this.prayers.toggle(campaignId, member.id, this.clock.now()));
    return { count: await this.prayers.count(campaignId), praying };
  }

  async stateOf(campaignId: string, viewer: AuthenticatedUser | undefined): Promise<PrayerState> {
    await this.requireVisible(campaignId, viewer);
    const [count, praying] = await Promise.all([
      this.prayers.count(campaignId),
      viewer ? this.prayers.isPraying(campaignId, viewer.id) : Promise.resolve(false),
    ]);
    return { count, praying };
  }

  private async requireVisible(campaignId: string, viewer: AuthenticatedUser | undefined): Promise<void> {
    const campaign = await this.campaigns.findById(campaignId);
    if (!campaign) throw CampaignErrors.notFound();
    if (!campaign.isPublic() && campaign.ownerId !== viewer?.id && !viewer?.isAdmin) throw CampaignErrors.notFound();
  }
}
