import { Injectable } from '@nestjs/common';
import { CampaignDonations, CampaignQueries } from '../../../fundraising/index.js';
import type { CampaignFigures, ReportedCampaign } from '../../application/campaign-figures.port.js';

/** Campaigns from fundraising's public API. */
@Injectable()
export class FundraisingCampaignFigures implements CampaignFigures {
  constructor(
    private readonly queries: CampaignQueries,
    private readonly donations: CampaignDonations,
  ) {}

  countByStatus() {
    return this.queries.countByStatus();
  }

  totalRaisedCents(): Promise<number> {
    return this.queries.totalRaisedCents();
  }

  async ofOwner(userId: string): Promise<ReportedCampaign[]> {
    return (await this.queries.mine(userId)).map((v) => ({
      id: v.id,
      slug: v.slug,
      title: v.title,
      description: v.description,
      goalCents: v.goalCents,
      currentAmountCents: v.currentAmountCents,
      donorCount: v.donorCount,
      image: v.image,
      video: v.video,
      additionalImages: [...v.additionalImages],
      endDate: v.endDate,
      endDay: v.endDay,
      endTimeZone: v.endTimeZone,
      isActive: v.isActive,
      status: v.status,
      archivedAt: v.archivedAt,
      pendingRevision: v.pendingRevision ? { ...v.pendingRevision, additionalImages: [...v.pendingRevision.additionalImages] } : null,
      lastRejection: v.lastRejection ? { ...v.lastRejection } : null,
      createdAt: v.createdAt,
      updatedAt: v.updatedAt,
      user: v.user,
    }));
  }

  names(ids: string[]): Promise<Map<string, { title: string; slug: string }>> {
    return this.donations.summaries(ids);
  }
}
