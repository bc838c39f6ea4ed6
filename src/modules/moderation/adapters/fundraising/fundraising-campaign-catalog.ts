import { Injectable } from '@nestjs/common';
import type { Page } from '../../../../shared-kernel/application.js';
import { CampaignQueries, type CampaignView } from '../../../fundraising/index.js';
import type { CampaignCatalog, CampaignListFilter, ModeratedCampaign } from '../../application/campaign-catalog.port.js';

function toModerated(view: CampaignView): ModeratedCampaign {
  return {
    ...view,
    additionalImages: [...view.additionalImages],
    pendingRevision: view.pendingRevision ? { ...view.pendingRevision, additionalImages: [...view.pendingRevision.additionalImages] } : null,
    lastRejection: view.lastRejection ? { ...view.lastRejection } : null,
  };
}

/** Campaigns from fundraising's public queries. */
@Injectable()
export class FundraisingCampaignCatalog implements CampaignCatalog {
  constructor(private readonly fundraising: CampaignQueries) {}

  async find(id: string): Promise<ModeratedCampaign | null> {
    const [view] = await this.fundraising.details([id]);
    return view ? toModerated(view) : null;
  }

  async inOrder(ids: string[]): Promise<ModeratedCampaign[]> {
    return (await this.fundraising.details(ids)).map(toModerated);
  }

  async list(filter: CampaignListFilter): Promise<Page<ModeratedCampaign>> {
    const page = await this.fundraising.forReview(filter);
    return { items: page.items.map(toModerated), nextCursor: page.nextCursor };
  }
}
