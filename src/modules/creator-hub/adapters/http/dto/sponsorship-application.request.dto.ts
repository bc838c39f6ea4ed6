import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { isEmailAddress } from '../../../../../shared-kernel/domain.js';
import { APPLICATION_LIMITS as LIMITS } from '../../../domain/sponsorship-application.aggregate.js';
import { ApplicationMessages as M } from '../../../domain/sponsorship-application.errors.js';
import { Checks, Satisfies, Trimmed } from './field-rules.js';
import { PlatformEntryDto } from './platform-entry.dto.js';

/** A text between `min` and `max` characters, with the spec's message when it is too short (or not text). */
const TextOfLength = (min: number, max: number, tooShort: string) =>
  Checks(Trimmed(), IsString({ message: tooShort }), MinLength(min, { message: tooShort }), MaxLength(max, { message: M.tooLong(max) }));

/**
 * A member's application (POST /api/sponsorship-applications). Fields in the order the spec checks
 * them, so the answer's `message` is the first problem; `errors` names every field.
 */
export class SponsorshipApplicationRequest {
  @ApiProperty({ type: [PlatformEntryDto], minItems: 1, maxItems: LIMITS.maxPlatforms })
  @Checks(
    Type(() => PlatformEntryDto),
    // A row that is not an object is an empty row: its fields are reported like any other's.
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value) ? value.map((row: unknown) => (row instanceof PlatformEntryDto ? row : new PlatformEntryDto())) : value,
    ),
    IsArray({ message: M.noPlatforms }),
    ArrayMinSize(1, { message: M.noPlatforms }),
    ArrayMaxSize(LIMITS.maxPlatforms, { message: M.tooManyPlatforms }),
    ValidateNested({ each: true }),
  )
  platforms: PlatformEntryDto[];

  @ApiProperty({ minLength: LIMITS.minName, maxLength: LIMITS.maxName })
  @TextOfLength(LIMITS.minName, LIMITS.maxName, M.name)
  name: string;

  @ApiProperty({ format: 'email' })
  @Checks(Trimmed(), Satisfies('isEmailAddress', isEmailAddress, M.email))
  email: string;

  @ApiProperty({ minLength: LIMITS.minContent, maxLength: LIMITS.maxContent })
  @TextOfLength(LIMITS.minContent, LIMITS.maxContent, M.content)
  content: string;

  @ApiProperty({ minLength: LIMITS.minMessage, maxLength: LIMITS.maxMessage })
  @TextOfLength(LIMITS.minMessage, LIMITS.maxMessage, M.message)
  message: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.maxAudience })
  @Checks(
    Trimmed(),
    IsOptional(),
    IsString({ message: 'Target audience must be text' }),
    MaxLength(LIMITS.maxAudience, { message: M.tooLong(LIMITS.maxAudience) }),
  )
  audience?: string | null;
}
