import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { isMediaReference, isWebUrl } from '../../../../../shared-kernel/domain.js';
import { BlankAsNull, Satisfies } from './field-rules.js';
import { RegistrationMessages } from './register-organization.request.dto.js';

const LOGO = 'Upload the logo (POST /api/upload), or enter an https image address.';

/** An organization's admin changes its website or logo; fields left out stay as they are, blank clears them. */
export class UpdateOrganizationRequest {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://gracechapel.example.org' })
  @Satisfies('isWebUrl', (v) => typeof v === 'string' && isWebUrl(v, { maxLength: 500 }), RegistrationMessages.website)
  @IsOptional()
  @BlankAsNull()
  website?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '/uploads/7d2c0b8e.png', description: 'From POST /api/upload, or an https image URL' })
  @Satisfies('isLogoReference', (v) => typeof v === 'string' && isMediaReference(v), LOGO)
  @IsOptional()
  @BlankAsNull()
  logoUrl?: string | null;
}
