import { Injectable } from '@nestjs/common';
import { CampaignUpdates, type CampaignUpdateState } from '../../../fundraising/index.js';
import type { CampaignUpdateCatalog, ModeratedCampaignUpdate } from '../../application/campaign-update-catalog.port.js';

function toModerated(u: CampaignUpdateState): ModeratedCampaignUpdate {
  return { id: u.id, campaignId: u.campaignId, authorId: u.authorId, title: u.title, body: u.body, image: u.image, postedAt: u.postedAt, status: u.status };
}

/** Campaign updates from fundraising's public use case. */
@Injectable()
export class FundraisingCampaignUpdateCatalog implements CampaignUpdateCatalog {
  constructor(private readonly fundraising: CampaignUpdates) {}

  async find(id: string): Promise<ModeratedCampaignUpdate | null> {
    const update = await this.fundraising.find(id);
    return update ? toModerated(update) : null;
  }

  async inOrder(ids: string[]): Promise<ModeratedCampaignUpdate[]> {
    return (await this.fundraising.inOrder(ids)).map(toModerated);
  }
}
