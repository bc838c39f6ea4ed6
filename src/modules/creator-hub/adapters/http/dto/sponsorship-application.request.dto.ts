import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { isEmailAddress } from '../../../../../shared-kernel/domain.js';
import { APPLICATION_LIMITS as LIMITS } from '../../../domain/sponsorship-application.aggregate.js';
import { ApplicationMessages as M } from '../../../domain/sponsorship-application.errors.js';
import { PlatformEntryDto } from './platform-entry.dto.js';
import { Satisfies, Trimmed } from './field-rules.js';

/**
 * A member's application (POST /api/sponsorship-applications). Fields in the order the spec checks
 * them, so the answer's `message` is the first problem; `errors` names every field.
 */
export class SponsorshipApplicationRequest {
  @ApiProperty({ type: [PlatformEntryDto], minItems: 1, maxItems: LIMITS.maxPlatforms })
  @ValidateNested({ each: true })
  @ArrayMaxSize(LIMITS.maxPlatforms, { message: M.tooManyPlatforms })
  @ArrayMinSize(1, { message: M.noPlatforms })
  @IsArray({ message: M.noPlatforms })
  @Transform(({ value }: { value: unknown }) =>
    // A row that is not an object is an empty row: its fields are reported like any other's.
    Array.isArray(value) ? value.map((row: unknown) => (row instanceof PlatformEntryDto ? row : new PlatformEntryDto())) : value,
  )
  @Type(() => PlatformEntryDto)
  platforms: PlatformEntryDto[];

  @ApiProperty({ minLength: LIMITS.minName, maxLength: LIMITS.maxName })
  @MaxLength(LIMITS.maxName, { message: M.tooLong(LIMITS.maxName) })
  @MinLength(LIMITS.minName, { message: M.name })
  @IsString({ message: M.name })
  @Trimmed()
  name: string;

  @ApiProperty({ format: 'email' })
  @Satisfies('isEmailAddress', isEmailAddress, M.email)
  @Trimmed()
  email: string;

  @ApiProperty({ minLength: LIMITS.minContent, maxLength: LIMITS.maxContent })
  @MaxLength(LIMITS.maxContent, { message: M.tooLong(LIMITS.maxContent) })
  @MinLength(LIMITS.minContent, { message: M.content })
  @IsString({ message: M.content })
  @Trimmed()
  content: string;

  @ApiProperty({ minLength: LIMITS.minMessage, maxLength: LIMITS.maxMessage })
  @MaxLength(LIMITS.maxMessage, { message: M.tooLong(LIMITS.maxMessage) })
  @MinLength(LIMITS.minMessage, { message: M.message })
  @IsString({ message: M.message })
  @Trimmed()
  message: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.maxAudience })
  @MaxLength(LIMITS.maxAudience, { message: M.tooLong(LIMITS.maxAudience) })
  @IsString({ message: 'Target audience must be text' })
  @IsOptional()
  @Trimmed()
  audience?: string | null;
}
