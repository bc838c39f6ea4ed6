import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsISO8601, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PERIOD_DAYS } from '../../../application/reconciliation.read-model.js';

const DAYS = `days must be a whole number from 1 to ${MAX_PERIOD_DAYS}.`;

/** The period the reconciliation sets money movements against the provider over: `days`, or `from` (and `to`). */
export class LedgerReconciliationQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PERIOD_DAYS, default: 30, description: 'The last N days (not with from/to)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: DAYS })
  @Min(1, { message: DAYS })
  @Max(MAX_PERIOD_DAYS, { message: DAYS })
  days?: number;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'The first day (UTC) or instant of the period' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be a date, such as 2026-11-01, or a time, such as 2026-11-01T09:00:00Z.' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'The last day (UTC, included) or the instant the period ends; now when not given' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be a date, such as 2026-11-30, or a time, such as 2026-11-30T18:00:00Z.' })
  to?: string;
}
