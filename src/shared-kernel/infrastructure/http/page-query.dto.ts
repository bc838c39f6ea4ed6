import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

const LIMIT = 'limit must be a whole number from 1 to 100';

/** The paging fields of a cursor-paged list (`?limit=&cursor=`); a list's own query extends it with its filters. */
export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT })
  @Min(1, { message: LIMIT })
  @Max(100, { message: LIMIT })
  limit?: number;

  @ApiPropertyOptional({ description: 'X-Next-Cursor of the previous page' })
  @IsOptional()
  @IsString({ message: 'The paging cursor is not valid. Start again from the first page.' })
  cursor?: string;
}
