import { ApiProperty } from '@nestjs/swagger';
import { ORGANIZATION_KINDS, Organization, type OrganizationState } from '../../../domain/organization.aggregate.js';
import { FundResponse } from './fund.response.dto.js';

/** An organization's public page data: its active funds in order (campaigns come in a later step). */
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
  @ApiProperty({ type: [Object], description: "The organization's campaigns (none yet: organization campaigns come later)" })
  campaigns: Record<string, unknown>[];

  static of(s: OrganizationState): OrganizationResponse {
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
      campaigns: [],
    };
  }
}
