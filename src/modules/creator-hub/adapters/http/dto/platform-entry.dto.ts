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
import { ApplicationMessages } from '../../../domain/sponsorship-application.errors.js';
import { Satisfies, Trimmed } from './field-rules.js';

/** One platform row of an application, as sent and as answered. */
export class PlatformEntryDto {
  @ApiProperty({ enum: PLATFORM_CHOICES })
  @IsIn(PLATFORM_CHOICES, { message: ApplicationMessages.platform })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  platform: PlatformChoice;

  @ApiProperty({ example: 'https://www.youtube.com/@gracenotesworship', maxLength: MAX_PROFILE_URL_LENGTH })
  @Satisfies('isProfileUrl', (v) => typeof v === 'string' && isProfileUrl(v), ApplicationMessages.profileUrl)
  @Trimmed()
  profileUrl: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0 })
  @Satisfies('isSubscriberCount', (v) => typeof v === 'number' && isSubscriberCount(v), ApplicationMessages.subscriberCount)
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === undefined || value === null || value === '' ? null : typeof value === 'string' ? Number(value) : value,
  )
  subscriberCount?: number | null;
}
