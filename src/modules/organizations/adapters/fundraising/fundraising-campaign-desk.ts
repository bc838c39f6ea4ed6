import { Injectable } from '@nestjs/common';
import { OrganizationCampaigns } from '../../../fundraising/index.js';
import { CampaignResponse } from '../../../fundraising/published-language/index.js';
import type { CampaignDesk, CampaignOnTheWire, NewOrganizationCampaign } from '../../application/campaign-desk.port.js';

/** Organizations' campaigns through fundraising's facade, in fundraising's published shape. */
@Injectable()
export class FundraisingCampaignDesk implements CampaignDesk {
  constructor(private readonly fundraising: OrganizationCampaigns) {}

  async start(campaign: NewOrganizationCampaign): Promise<CampaignOnTheWire> {
    return { ...CampaignResponse.of(await this.fundraising.start(campaign)) };
  }

  async liveOf(organizationId: string): Promise<CampaignOnTheWire[]> {
    return (await this.fundraising.liveOf(organizationId)).map((view) => ({ ...CampaignResponse.of(view) }));
  }
}
