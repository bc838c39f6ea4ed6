import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import type { Money } from '../../../../../shared-kernel/domain.js';
import { IsDollarAmount, ParseDollars } from './dollar-amount.validation.js';

/**
 * A payout request; without an amount, everything available is paid out. The amount is read by the same
 * dollars rule as a gift's (a number or a plain decimal string); `null` is not "everything": it is refused.
 */
export class PayoutRequest {
  @ApiPropertyOptional({ type: Object, oneOf: [{ type: 'number' }, { type: 'string' }], example: 250, description: 'Dollars, at most two decimals; left out: all available' })
  @ValidateIf((_, value) => value !== undefined)
  @ParseDollars()
  @IsDollarAmount((amount) => amount.isPositive(), {
    ruleMessage: 'The amount must be at least $0.01',
    formatMessage: 'Please enter an amount in dollars and cents, such as 250 or 250.50',
  })
  amount?: Money;
}
