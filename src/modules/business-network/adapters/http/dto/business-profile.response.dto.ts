import { ApiProperty } from '@nestjs/swagger';
import type { BusinessProfileView } from '../../../application/business-directory.read-model.js';
import { TierName } from './tier-name.dto.js';

export class BusinessProfileResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty() companyName: string;
  @ApiProperty() industry: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty() location: string;
  @ApiProperty({ type: String, nullable: true, description: 'Shown to signed-in members only' }) phone: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Shown to signed-in members only' }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) logo: string | null;
  @ApiProperty({ type: String, nullable: true }) networkingGoals: string | null;
  @ApiProperty({ type: [String] }) services: string[];
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) membershipTierId: string | null;
  @ApiProperty({ type: TierName, nullable: true }) membershipTier: TierName | null;
  @ApiProperty() isFoundingMember: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static of(view: BusinessProfileView, options: { withContact: boolean }): BusinessProfileResponse {
    return {
      id: view.id,
      userId: view.ownerId,
      companyName: view.companyName,
      industry: view.industry,
      description: view.description,
      website: view.website,
      location: view.location,
      phone: options.withContact ? view.phone : null,
      email: options.withContact ? view.email : null,
      logo: view.logo,
      networkingGoals: view.networkingGoals,
      services: view.services,
      membershipTierId: view.membershipTierId,
      membershipTier: view.membershipTierName ? { name: view.membershipTierName } : null,
      isFoundingMember: view.isFoundingMember,
      createdAt: view.createdAt.toISOString(),
    };
  }
}
