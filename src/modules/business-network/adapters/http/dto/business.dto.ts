import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Money } from '../../../../../shared-kernel/domain.js';
import type { BusinessProfileView } from '../../../application/directory-queries.js';
import type { MembershipTier } from '../../../application/membership-tiers.js';
import { INDUSTRIES } from '../../../domain/industries.js';

/** The domain checks every field with the spec's messages; this only admits them. */
export class BusinessProfileRequest {
  @ApiProperty({ minLength: 2 }) @Allow() companyName: string;
  @ApiProperty({ enum: INDUSTRIES }) @Allow() industry: string;
  @ApiProperty({ minLength: 10 }) @Allow() description: string;
  @ApiProperty({ example: 'Nashville, TN, USA', description: 'City, State, Country' }) @Allow() location: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @Allow() website?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Allow() phone?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Allow() email?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'From POST /api/upload/business-logo' }) @Allow() logo?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Allow() networkingGoals?: string | null;
  @ApiPropertyOptional({ type: [String] }) @Allow() services?: string[];
}

export class UpdateBusinessProfileRequest {
  @ApiPropertyOptional({ minLength: 2 }) @Allow() companyName?: string;
  @ApiPropertyOptional({ enum: INDUSTRIES }) @Allow() industry?: string;
  @ApiPropertyOptional({ minLength: 10 }) @Allow() description?: string;
  @ApiPropertyOptional() @Allow() location?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @Allow() website?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Allow() phone?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Allow() email?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Allow() logo?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Allow() networkingGoals?: string | null;
  @ApiPropertyOptional({ type: [String] }) @Allow() services?: string[];
}

export class DirectoryQuery {
  @ApiPropertyOptional({ description: 'Words in the company name, description or services' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ enum: INDUSTRIES }) @IsOptional() @IsString() @MaxLength(60) industry?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 200' })
  @Min(1, { message: 'limit must be a whole number from 1 to 200' })
  @Max(200, { message: 'limit must be a whole number from 1 to 200' })
  limit?: number;
}

export class TierName {
  @ApiProperty() name: string;
}

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

export class MembershipTierResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Professional Membership' }) name: string;
  @ApiProperty({ example: '29.00', description: 'US dollars per month, a decimal string' }) price: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) features: string[];

  static of(tier: MembershipTier): MembershipTierResponse {
    return {
      id: tier.id,
      name: tier.name,
      price: Money.ofCents(tier.priceCents).toDecimalString(),
      description: tier.description,
      features: tier.features,
    };
  }
}

export class CreateSubscriptionRequest {
  @ApiProperty({ format: 'uuid' }) @IsString({ message: 'Please choose a membership tier' }) tierID: string;
}

export class ClientSecretResponse {
  @ApiProperty() clientSecret: string;
}

export class MembershipResponse {
  @ApiProperty({ type: MembershipTierResponse, nullable: true }) tier: MembershipTierResponse | null;
  @ApiProperty({ example: 'active', description: 'incomplete, active, past_due, canceled...' }) status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) currentPeriodEnd: string | null;
  @ApiProperty({ description: 'True when the member cancelled: it ends at currentPeriodEnd' }) cancelAtPeriodEnd: boolean;
  @ApiProperty() isFoundingMember: boolean;
}

export class FoundingStatusResponse {
  @ApiProperty() claimed: number;
  @ApiProperty({ example: 100 }) cap: number;
  @ApiProperty() remaining: number;
  @ApiProperty() isComplete: boolean;
  @ApiProperty({ description: 'Whether the signed-in member holds a founding place' }) isFoundingMember: boolean;
}

export class LogoUploadResponse {
  @ApiProperty() logoUrl: string;
}
