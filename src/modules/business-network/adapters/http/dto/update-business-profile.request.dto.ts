import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ProfileField as Field, ProfileFieldDocs as Docs } from './business-profile.fields.js';
import { IfSent } from './field-rules.js';

/**
 * The owner's changes (PUT /api/business-profiles/{id}): only the fields sent, each checked as on
 * create. A required field sent empty or null is refused; an optional one sent empty or null is cleared.
 */
export class UpdateBusinessProfileRequest {
  @ApiPropertyOptional(Docs.companyName) @IfSent() @Field.companyName() companyName?: string;
  @ApiPropertyOptional(Docs.industry) @IfSent() @Field.industry() industry?: string;
  @ApiPropertyOptional(Docs.description) @IfSent() @Field.description() description?: string;
  @ApiPropertyOptional(Docs.location) @IfSent() @Field.location() location?: string;
  @ApiPropertyOptional(Docs.email) @IsOptional() @Field.email() email?: string | null;
  @ApiPropertyOptional(Docs.website) @IsOptional() @Field.website() website?: string | null;
  @ApiPropertyOptional(Docs.phone) @IsOptional() @Field.phone() phone?: string | null;
  @ApiPropertyOptional(Docs.logo) @IsOptional() @Field.logo() logo?: string | null;
  @ApiPropertyOptional(Docs.networkingGoals) @IsOptional() @Field.networkingGoals() networkingGoals?: string | null;
  @ApiPropertyOptional(Docs.services) @IsOptional() @Field.services() services?: string[] | null;
}
