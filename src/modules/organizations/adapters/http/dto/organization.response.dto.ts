import { ApiProperty } from '@nestjs/swagger';
import { ORGANIZATION_KINDS, Organization, type OrganizationState } from '../../../domain/organization.aggregate.js';
import { CampaignResponse } from '../../../../fundraising/published-language/index.js';
import { FundResponse } from './fund.response.dto.js';

/** An organization's public page data: its active funds in order and its live campaigns. */
export class OrganizationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ORGANIZATION_KINDS }) kind: string;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) logoUrl: string | null;
  @ApiProperty({ enum: ['pending', 'verified', 'rejected'] }) status: string;
  @ApiProperty({ type: [FundResponse] }) funds: FundResponse[];
  @ApiProperty({ type: [CampaignResponse], description: "The organization's live campaigns, newest first" })
  campaigns: CampaignResponse[];

  static of(s: OrganizationState, campaigns: readonly object[] = []): OrganizationResponse {
    return {
      id: s.id,
      slug: s.slug,
      name: s.name,
      kind: s.kind,
      city: s.city,
      state: s.state,
      website: s.website,
      logoUrl: s.logoUrl,
      status: s.status,
      funds: Organization.restore(s).activeFunds().map((f) => FundResponse.of(f)),
      campaigns: campaigns as CampaignResponse[],
    };
  }
}
