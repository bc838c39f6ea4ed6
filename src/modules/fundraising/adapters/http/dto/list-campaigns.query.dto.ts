import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

/** The most campaigns one `ids` list may name. */
export const MAX_IDS = 100;
const IDS_MESSAGE = `ids must be campaign ids separated by commas (at most ${MAX_IDS})`;

export class ListCampaignsQuery {
  @ApiPropertyOptional({ description: 'Words to find in titles and descriptions (case-insensitive, ranked)' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Search text must be at most 200 characters' })
  search?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional({ description: 'The X-Next-Cursor header of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  cursor?: string;

  @ApiPropertyOptional({
    type: String,
    description:
      'Campaign ids separated by commas (at most 100), e.g. the campaigns a device saved: these campaigns, those everyone may see, in the order given, on one page (search, limit and cursor do not apply)',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').map((id) => id.trim()).filter(Boolean) : value,
  )
  @IsArray({ message: IDS_MESSAGE })
  @ArrayMaxSize(MAX_IDS, { message: IDS_MESSAGE })
  @IsUUID('all', { each: true, message: IDS_MESSAGE })
  ids?: string[];
}
