import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { isWebUrl } from '../../../../../shared-kernel/domain.js';
import { ORGANIZATION_KINDS, type OrganizationKind } from '../../../domain/organization.aggregate.js';
import { US_STATE_CODES } from '../../../domain/us-states.js';
import { BlankAsNull, Satisfies, Trimmed } from './field-rules.js';

export const RegistrationMessages = {
  name: 'Enter the organization’s name (2 to 100 characters).',
  kind: 'Choose church, ministry or nonprofit.',
  ein: 'Enter the EIN as NN-NNNNNNN.',
  city: 'Enter the city (up to 100 characters).',
  state: 'Choose a US state (its two-letter code).',
  website: 'Enter the website as an http(s) address.',
};
const M = RegistrationMessages;

/** A member registers an organization. Every bad field is named in one 400; the first one’s text is its `message`. */
export class RegisterOrganizationRequest {
  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Grace Chapel' })
  @MaxLength(100, { message: M.name })
  @MinLength(2, { message: M.name })
  @IsString({ message: M.name })
  @Trimmed()
  name: string;

  @ApiProperty({ enum: ORGANIZATION_KINDS })
  @IsIn(ORGANIZATION_KINDS, { message: M.kind })
  kind: OrganizationKind;

  @ApiProperty({ example: '12-3456789', pattern: '^\\d{2}-\\d{7}$', description: 'The Employer Identification Number' })
  @Matches(/^\d{2}-\d{7}$/, { message: M.ein })
  @IsString({ message: M.ein })
  @Trimmed()
  ein: string;

  @ApiProperty({ minLength: 1, maxLength: 100, example: 'Nashville' })
  @MaxLength(100, { message: M.city })
  @MinLength(1, { message: M.city })
  @IsString({ message: M.city })
  @Trimmed()
  city: string;

  @ApiProperty({ enum: US_STATE_CODES, example: 'TN' })
  @IsIn(US_STATE_CODES, { message: M.state })
  @Trimmed()
  state: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://gracechapel.example.org' })
  @Satisfies('isWebUrl', (v) => typeof v === 'string' && isWebUrl(v, { maxLength: 500 }), M.website)
  @IsOptional()
  @BlankAsNull()
  website?: string | null;
}
