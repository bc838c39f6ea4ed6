import { Inject, Injectable } from '@nestjs/common';
import { Organization } from '../domain/organization.aggregate.js';
import { OrganizationErrors } from '../domain/organization.errors.js';
import { CAMPAIGN_DESK, type CampaignDesk, type CampaignOnTheWire, type NewOrganizationCampaign } from './campaign-desk.port.js';
import { ORGANIZATION_READ_MODEL, type OrganizationReadModel } from './organization.read-model.js';

/**
 * An organization's admins start campaigns owned by it (issue 37): only once it is verified. The campaign is
 * fundraising's like any other (reviewed before it is public; its gifts work as every campaign's), carrying the
 * organization's id; its page shows the organization, and its payouts go to the organization's account.
 */
@Injectable()
export class StartOrganizationCampaign {
  constructor(
    @Inject(ORGANIZATION_READ_MODEL) private readonly organizations: OrganizationReadModel,
    @Inject(CAMPAIGN_DESK) private readonly campaigns: CampaignDesk,
  ) {}

  async execute(organizationId: string, by: { id: string }, campaign: Omit<NewOrganizationCampaign, 'organizationId' | 'ownerId'>): Promise<CampaignOnTheWire> {
    const state = await this.organizations.find(organizationId);
    if (!state) throw OrganizationErrors.notFound();
    Organization.restore(state).requireAdmin(by.id);
    if (state.status !== 'verified') throw OrganizationErrors.notVerifiedYet();
    return this.campaigns.start({ ...campaign, organizationId: state.id, ownerId: by.id });
  }
}
