import { ApiProperty } from '@nestjs/swagger';
import type { FundState } from '../../../domain/organization.aggregate.js';

/** An active fund, as offered to givers. */
export class FundResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Missions' }) name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;

  static of(fund: FundState): FundResponse {
    return { id: fund.id, name: fund.name, description: fund.description };
  }
}
