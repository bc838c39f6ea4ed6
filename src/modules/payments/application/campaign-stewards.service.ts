import { Inject, Injectable } from '@nestjs/common';
import { CAMPAIGN_CATALOG, type CampaignCatalog } from './campaign-catalog.port.js';
import { handlesMoney, ORGANIZATION_BOOK, type OrganizationBook } from './organization-book.port.js';

/**
 * Who looks after a campaign's money (its donors, funds, payouts and refunds): its organizer, and for an
 * organization's campaign the organization's admins and treasurers. One answer for every screen and request that asks.
 */
@Injectable()
export class CampaignStewards {
  constructor(
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(ORGANIZATION_BOOK) private readonly organizations: OrganizationBook,
  ) {}

  /** Null when there is no such campaign; else whether the member is one of its stewards, and its organization. */
  async of(campaignId: string, userId: string): Promise<{ steward: boolean; ownerId: string; organizationId: string | null } | null> {
    const [ownerId, organizationId] = await Promise.all([this.campaigns.ownerOf(campaignId), this.campaigns.organizationOf(campaignId)]);
    if (ownerId === null) return null;
    if (ownerId === userId) return { steward: true, ownerId, organizationId };
    const organization = organizationId ? await this.organizations.find(organizationId) : null;
    return { steward: organization !== null && handlesMoney(organization, userId), ownerId, organizationId };
  }
}
