import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../../../../shared-kernel/infrastructure/http/page-query.dto.js';
import type { DonationStatus } from '../../../domain/donation.aggregate.js';

const STATUSES: DonationStatus[] = ['completed', 'failed', 'pending', 'processing', 'refunded'];

export class TransactionListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: STATUSES })
  @IsOptional()
  @IsIn(STATUSES, { message: 'status must be completed, failed, pending, processing or refunded' })
  status?: DonationStatus;
}
