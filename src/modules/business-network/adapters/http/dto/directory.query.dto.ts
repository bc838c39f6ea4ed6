import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { INDUSTRIES } from '../../../domain/industry.value-object.js';
import { Checks } from './field-rules.js';

const LIMIT = 'limit must be a whole number from 1 to 200';

/** GET /api/business-profiles: words to find and one industry. */
export class DirectoryQuery {
  @ApiPropertyOptional({ description: 'Words in the company name, description or services' })
  @Checks(IsOptional(), IsString(), MaxLength(200))
  search?: string;

  @ApiPropertyOptional({ enum: INDUSTRIES })
  @Checks(IsOptional(), IsString(), MaxLength(60))
  industry?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 100 })
  @Checks(Type(() => Number), IsOptional(), IsInt({ message: LIMIT }), Min(1, { message: LIMIT }), Max(200, { message: LIMIT }))
  limit?: number;
}
