import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import {
  isProfileUrl,
  isSubscriberCount,
  MAX_PROFILE_URL_LENGTH,
  PLATFORM_CHOICES,
  type PlatformChoice,
} from '../../../domain/platform-entry.value-object.js';
import { ApplicationMessages as M } from '../../../domain/sponsorship-application.errors.js';
import { Checks, Satisfies, Trimmed } from './field-rules.js';

/** One platform row of an application, as sent and as answered. */
export class PlatformEntryDto {
  @ApiProperty({ enum: PLATFORM_CHOICES })
  @Checks(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsIn(PLATFORM_CHOICES, { message: M.platform }),
  )
  platform: PlatformChoice;

  @ApiProperty({ example: 'https://www.youtube.com/@gracenotesworship', maxLength: MAX_PROFILE_URL_LENGTH })
  @Checks(Trimmed(), Satisfies('isProfileUrl', (v) => typeof v === 'string' && isProfileUrl(v), M.profileUrl))
  profileUrl: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0 })
  @Checks(
    // Empty means not given; a number typed as text is read as the number.
    Transform(({ value }: { value: unknown }) =>
      value === undefined || value === null || value === '' ? null : typeof value === 'string' ? Number(value) : value,
    ),
    IsOptional(),
    Satisfies('isSubscriberCount', (v) => typeof v === 'number' && isSubscriberCount(v), M.subscriberCount),
  )
  subscriberCount?: number | null;
}
