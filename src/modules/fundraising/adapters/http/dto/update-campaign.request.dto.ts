import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import type { Money } from '../../../../../shared-kernel/domain.js';
import { CampaignMessages as M } from '../../../domain/campaign.errors.js';
import {
  HasAtMostTenImages,
  HasOnlyMediaReferences,
  IsMediaReferenceOrBlank,
  IsPositiveAmount,
  IsWithinGoalLimit,
  ParsedDollars,
  Trimmed,
} from './campaign-fields.validators.js';

const given = (_: object, value: unknown) => value !== undefined;

/** Partial: send only what changes (the Activate/Deactivate toggle sends just isActive). */
export class UpdateCampaignRequest {
  @ApiPropertyOptional({ minLength: 5, maxLength: 120 })
  @MaxLength(120, { message: M.titleTooLong })
  @MinLength(5, { message: M.titleTooShort })
  @IsString({ message: M.titleTooShort })
  @Trimmed()
  @ValidateIf(given)
  title?: string;

  @ApiPropertyOptional({ minLength: 20, maxLength: 10_000 })
  @MaxLength(10_000, { message: M.descriptionTooLong })
  @MinLength(20, { message: M.descriptionTooShort })
  @IsString({ message: M.descriptionTooShort })
  @Trimmed()
  @ValidateIf(given)
  description?: string;

  @ApiPropertyOptional({ type: Object, oneOf: [{ type: 'number' }, { type: 'string' }], description: 'US dollars above 0, at most 10,000,000' })
  @IsWithinGoalLimit()
  @IsPositiveAmount()
  @ParsedDollars()
  @ValidateIf(given)
  goal?: Money;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  @IsOptional()
  isActive?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsMediaReferenceOrBlank()
  @IsOptional()
  image?: string | null;

  @ApiPropertyOptional({ type: [String], maxItems: 10 })
  @HasOnlyMediaReferences()
  @HasAtMostTenImages()
  @IsString({ each: true, message: 'Additional images must be a list of URLs' })
  @IsArray({ message: 'Additional images must be a list of URLs' })
  @IsOptional()
  additionalImages?: string[];

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsMediaReferenceOrBlank()
  @IsOptional()
  video?: string | null;
}
