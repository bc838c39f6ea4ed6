import { Inject, Injectable } from '@nestjs/common';
import { CAMPAIGN_READ_MODEL, type CampaignReadModel, type CampaignView } from './campaign.read-model.js';
import { CreateCampaign, type CreateCampaignCommand } from './create-campaign.use-case.js';

/**
 * Organizations' campaigns, as the organizations context asks for them (exposed through index.ts): it checks that
 * the member creating one is an admin of the verified organization; fundraising keeps the campaign as any other
 * (reviewed by a moderator before it is public), with the organization's id on it.
 */
@Injectable()
export class OrganizationCampaigns {
  constructor(
    private readonly create: CreateCampaign,
    @Inject(CAMPAIGN_READ_MODEL) private readonly campaigns: CampaignReadModel,
  ) {}

  /** A new campaign owned by the organization (its creator its organizer); pending review. */
  async start(command: CreateCampaignCommand & { organizationId: string }): Promise<CampaignView> {
    const campaign = await this.create.execute(command);
    return (await this.campaigns.findById(campaign.id))!;
  }

  /** Its live campaigns, newest first. */
  liveOf(organizationId: string): Promise<CampaignView[]> {
    return this.campaigns.liveOfOrganization(organizationId);
  }
}
