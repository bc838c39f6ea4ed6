import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ProfileField as Field, ProfileFieldDocs as Docs } from './business-profile.fields.js';

/**
 * A business profile (POST /api/business-profiles). Fields in the order the spec checks them, so the
 * answer's `message` is the first problem and `errors` names every field that has one.
 */
export class BusinessProfileRequest {
  @ApiProperty(Docs.companyName) @Field.companyName() companyName: string;
  @ApiProperty(Docs.industry) @Field.industry() industry: string;
  @ApiProperty(Docs.description) @Field.description() description: string;
  @ApiProperty(Docs.location) @Field.location() location: string;
  @ApiPropertyOptional(Docs.email) @IsOptional() @Field.email() email?: string | null;
  @ApiPropertyOptional(Docs.website) @IsOptional() @Field.website() website?: string | null;
  @ApiPropertyOptional(Docs.phone) @IsOptional() @Field.phone() phone?: string | null;
  @ApiPropertyOptional(Docs.logo) @IsOptional() @Field.logo() logo?: string | null;
  @ApiPropertyOptional(Docs.networkingGoals) @IsOptional() @Field.networkingGoals() networkingGoals?: string | null;
  @ApiPropertyOptional(Docs.services) @IsOptional() @Field.services() services?: string[] | null;
}
