import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { SHORT_VIDEO_LIST } from '../../../application/platform-input.rules.js';
import { Checks } from './field-rules.js';
import { UsernameField } from './platform-user.query.dto.js';

const LIMIT = `limit must be a whole number from 1 to ${SHORT_VIDEO_LIST.maxLimit}`;

/** A short-video creator's recent videos. */
export class ShortVideosQuery {
  @UsernameField() username: string;

  @ApiPropertyOptional({ minimum: 1, maximum: SHORT_VIDEO_LIST.maxLimit, default: SHORT_VIDEO_LIST.defaultLimit })
  @Checks(
    Transform(({ value }: { value: unknown }) => (value === '' || value === undefined || value === null ? undefined : Number(value))),
    IsOptional(),
    IsInt({ message: LIMIT }),
    Min(1, { message: LIMIT }),
    Max(SHORT_VIDEO_LIST.maxLimit, { message: LIMIT }),
  )
  limit?: number;
}
