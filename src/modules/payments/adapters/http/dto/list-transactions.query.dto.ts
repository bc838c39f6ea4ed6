import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import type { DonationStatus } from '../../../domain/donation.aggregate.js';

const STATUSES: DonationStatus[] = ['completed', 'failed', 'pending', 'refunded'];
const LIMIT = 'limit must be a whole number from 1 to 100';

export class TransactionListQuery {
  @ApiPropertyOptional({ enum: STATUSES })
  @IsOptional()
  @IsIn(STATUSES, { message: 'status must be completed, failed or pending' })
  status?: DonationStatus;

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
