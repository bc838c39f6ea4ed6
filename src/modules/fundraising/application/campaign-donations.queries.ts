import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';
import { CAMPAIGN_READ_MODEL, type CampaignGivingFigures, type CampaignReadModel } from './campaign.read-model.js';

/** Fundraising's side of giving, for payments: which campaigns take gifts now, and their names. */
@Injectable()
export class CampaignDonations {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(CAMPAIGN_READ_MODEL) private readonly reads: CampaignReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The campaign if it takes gifts now: approved, active, not archived and not past its end date.
   * Asked before any card is charged; an archived or paused campaign is refused with its own message (422).
   * `giftsStarted`: a gift to it was started before (noted from payments.donation-started.v1).
   */
  async requireDonatable(campaignId: string): Promise<{ id: string; slug: string; title: string; giftsStarted: boolean }> {
    const found = await this.campaigns.findForGiving(campaignId);
    const campaign = found?.campaign;
    if (campaign?.isArchived) throw CampaignErrors.closedToGifts();
    if (!campaign || !campaign.isPublic()) throw CampaignErrors.notFound();
    if (!campaign.isActive) throw CampaignErrors.paused();
    if (!campaign.acceptsDonations(this.clock.now())) throw CampaignErrors.notDonatable();
    return { id: campaign.id, slug: campaign.slug, title: campaign.title, giftsStarted: found.giftsStarted };
  }

  /** The owner of a campaign (any state, archived too), or null when there is no such campaign. */
  async ownerOf(campaignId: string): Promise<string | null> {
    const campaign = await this.campaigns.findById(campaignId);
    return campaign?.ownerId ?? null;
  }

  /** The organization whose campaign it is (its money is the organization's), or null for a member's campaign. */
  async organizationOf(campaignId: string): Promise<string | null> {
    const campaign = await this.campaigns.findById(campaignId);
    return campaign?.organizationId ?? null;
  }

  /**
   * Of these campaigns, those that will never take a gift again: archived, past their end date, or
   * gone. (A campaign its organiser paused may come back: it is not among them.)
   */
  async closedAmong(ids: string[]): Promise<string[]> {
    const now = this.clock.now();
    const closed: string[] = [];
    for (const id of new Set(ids)) {
      const campaign = await this.campaigns.findById(id);
      if (!campaign || campaign.isArchived || campaign.hasEnded(now)) closed.push(id);
    }
    return closed;
  }

  /**
   * What campaigns show of their gifts (public total, donor count), for payments' reconciliation: those of these
   * ids, or a page of the campaigns showing any, ordered by id after `afterId`.
   */
  givingFigures(query: { ids: string[] } | { afterId: string | null; limit: number }): Promise<CampaignGivingFigures[]> {
    return this.reads.givingFigures(query);
  }

  /** Titles and slugs of these campaigns, in one query. */
  summaries(ids: string[]): Promise<Map<string, { title: string; slug: string }>> {
    return this.reads.namesOf([...new Set(ids)]);
  }
}
