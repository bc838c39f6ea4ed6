import { ApiProperty } from '@nestjs/swagger';
import type { ModeratedOrganization } from '../../../application/organization-catalog.port.js';

/** A registered organization in the administrators' queue. */
export class ModeratedOrganizationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['church', 'ministry', 'nonprofit'] }) kind: string;
  @ApiProperty({ example: '12-3456789' }) ein: string;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) logoUrl: string | null;
  @ApiProperty({ enum: ['pending', 'verified', 'rejected'] }) status: string;
  @ApiProperty({ format: 'uuid', description: 'The member who registered it (its first admin)' }) registeredBy: string;
  @ApiProperty({ format: 'date-time' }) registeredAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) rejectionReason: string | null;

  static of(o: ModeratedOrganization): ModeratedOrganizationResponse {
    return {
      id: o.id,
      slug: o.slug,
      name: o.name,
      kind: o.kind,
      ein: o.ein,
      city: o.city,
      state: o.state,
      website: o.website,
      logoUrl: o.logoUrl,
      status: o.status,
      registeredBy: o.registeredBy,
      registeredAt: o.registeredAt.toISOString(),
      decidedAt: o.decidedAt ? o.decidedAt.toISOString() : null,
      rejectionReason: o.rejectionReason,
    };
  }
}
