import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, Validate, ValidateIf } from 'class-validator';
import { PhoneRule } from './phone.rule.js';
import { SafeUrlRule } from './safe-url.rule.js';

/** Personal fields, all optional; the email is managed by sign-in and is not accepted here. */
export class UpdateProfileRequest {
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'First name must be text' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Last name must be text' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Please enter a valid phone number' })
  @Validate(PhoneRule)
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Location must be text' })
  @MaxLength(200, { message: 'Location must be at most 200 characters' })
  location?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Bio must be text' })
  @MaxLength(2000, { message: 'Bio must be at most 2000 characters' })
  bio?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An uploaded image URL (/uploads/...) or an https URL' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null && v !== '')
  @Validate(SafeUrlRule)
  profileImageUrl?: string | null;
}
