import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../../../../shared-kernel/infrastructure/http/page-query.dto.js';

const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;

/** The admin's payouts list: optionally one status; paged by cursor. */
export class AdminPayoutListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: PAYOUT_STATUSES })
  @IsOptional()
  @IsIn(PAYOUT_STATUSES, { message: 'status must be pending, paid or failed' })
  status?: (typeof PAYOUT_STATUSES)[number];
}
