import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsISO8601, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import type { Money } from '../../../shared-kernel/domain.js';
import { CampaignMessages as M } from '../domain/campaign.errors.js';
import {
  HasAtMostTenImages,
  HasOnlyMediaReferences,
  IsInTheFuture,
  IsTimeZone,
  IsMediaReferenceOrBlank,
  IsPositiveAmount,
  IsWithinGoalLimit,
  ParsedDollars,
  Trimmed,
} from '../adapters/http/dto/campaign-fields.validators.js';

/** A calendar day (YYYY-MM-DD) ends at 23:59:59 where the organizer is; a date-time is that moment. */
export function campaignEndOf(endDate: string | null | undefined, endTimeZone: string | undefined) {
  if (!endDate) return { endDate: null };
  if (/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return { endDay: endDate, endTimeZone };
  return { endDate: new Date(endDate), endTimeZone };
}

/**
 * A new campaign (a member's, or an organization's: organizations' adapters take it too). Fields are declared in the order the spec checks them; every bad field is named
 * in one 400, and its first message is the answer's `message`. (On one property the decorator
 * nearest the name runs first.)
 */
export class CreateCampaignRequest {
  @ApiProperty({ minLength: 5, maxLength: 120, example: 'Clean Water for Kibera' })
  @MaxLength(120, { message: M.titleTooLong })
  @MinLength(5, { message: M.titleTooShort })
  @IsString({ message: M.titleTooShort })
  @Trimmed()
  title: string;

  @ApiProperty({ minLength: 20, maxLength: 10_000 })
  @MaxLength(10_000, { message: M.descriptionTooLong })
  @MinLength(20, { message: M.descriptionTooShort })
  @IsString({ message: M.descriptionTooShort })
  @Trimmed()
  description: string;

  @ApiProperty({ type: Object, oneOf: [{ type: 'number' }, { type: 'string' }], example: '5000.00', description: 'US dollars above 0, at most 10,000,000' })
  @IsWithinGoalLimit()
  @IsPositiveAmount()
  @ParsedDollars()
  goal: Money;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An uploaded file (/uploads/...) or an https URL' })
  @IsMediaReferenceOrBlank()
  @IsOptional()
  image?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An uploaded video or a YouTube/Vimeo URL' })
  @IsMediaReferenceOrBlank()
  @IsOptional()
  video?: string | null;

  @ApiPropertyOptional({ type: [String], maxItems: 10 })
  @HasOnlyMediaReferences()
  @HasAtMostTenImages()
  @IsString({ each: true, message: 'Additional images must be a list of URLs' })
  @IsArray({ message: 'Additional images must be a list of URLs' })
  @IsOptional()
  additionalImages?: string[];

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsInTheFuture()
  @IsISO8601({}, { message: M.invalidEndDate })
  @ValidateIf((_, v) => v !== null && v !== undefined && v !== '')
  endDate?: string | null;

  @ApiPropertyOptional({
    example: 'America/Los_Angeles',
    description: "The organizer's IANA time zone: a day in endDate (YYYY-MM-DD) ends at 23:59:59 there, and that day is shown to everyone. Default UTC.",
  })
  @IsTimeZone()
  @IsOptional()
  endTimeZone?: string;
}
