import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import type { Money } from '../../../../../shared-kernel/domain.js';
import { IsDollarAmount, ParseDollars } from './dollar-amount.validation.js';

/** One fund's part of a gift to an organization. */
export class FundAllocationRequest {
  @ApiProperty({ format: 'uuid' }) @IsString({ message: 'Each part needs its fundId' }) fundId!: string;

  @ApiProperty({ type: Object, oneOf: [{ type: 'number' }, { type: 'string' }], example: 30, description: 'US dollars to this fund: at least $1.00, at most two decimal places' })
  @ParseDollars()
  @IsDollarAmount((amount) => amount.isPositive(), {
    ruleMessage: "Each fund's part must be at least $1.00.",
    formatMessage: "Each fund's part must be a number of dollars with at most two decimal places",
  })
  amount!: Money;
}
