import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { Money } from '../../../../../shared-kernel/domain.js';
import { IsDollarAmount, ParseDollars } from './dollar-amount.validation.js';
import { GuestInfo, MISSING_INFORMATION } from './guest-info.dto.js';

const MESSAGE_TOO_LONG = 'Your message can be at most 500 characters';
const AMOUNT_FORMAT = 'Amount must be a number of dollars with at most two decimal places';
const TIP_FORMAT = 'Tip must be a number of dollars with at most two decimal places';

/**
 * Step one of giving. Fields are checked in the checkout's order: amount, tip, the guest's
 * details, message. Whether guestInfo is needed (nobody signed in) and how amount and tip relate
 * (the tip not above the gift, the gift at most $100,000) is the donation's rule.
 */
export class CreatePaymentIntentRequest {
  @ApiProperty({ format: 'uuid' }) @IsString({ message: 'campaignId is required' }) campaignId!: string;

  @ApiProperty({ type: Object, oneOf: [{ type: 'number' }, { type: 'string' }], example: 57.5, description: 'US dollars: the donation plus the tip; a number or a plain decimal string ("57.50"), at most two decimal places' })
  @ParseDollars()
  @IsDollarAmount((amount) => amount.isPositive(), { ruleMessage: 'Please enter a donation amount greater than $0', formatMessage: AMOUNT_FORMAT })
  amount!: Money;

  @ApiPropertyOptional({ type: Object, oneOf: [{ type: 'number' }, { type: 'string' }], example: 7.5, description: 'US dollars to the platform; 0 when left out' })
  @IsOptional()
  @ParseDollars({ missingIsZero: true })
  @IsDollarAmount((tip) => tip.cents >= 0, { ruleMessage: 'Tip must be $0 or more', formatMessage: TIP_FORMAT })
  tip?: Money;

  @ApiPropertyOptional({ type: GuestInfo, description: 'Required when not signed in' })
  @IsOptional()
  @IsObject({ message: MISSING_INFORMATION })
  @ValidateNested()
  @Type(() => GuestInfo)
  guestInfo?: GuestInfo;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString({ message: MESSAGE_TOO_LONG })
  @MaxLength(500, { message: MESSAGE_TOO_LONG })
  message?: string;

  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'isAnonymous must be true or false' }) isAnonymous?: boolean;

  @ApiPropertyOptional({ enum: ['monthly'], description: '"monthly": the same gift and tip every month until stopped (answers subscriptionId); left out for a one-time gift' })
  @IsOptional()
  @IsIn(['monthly'], { message: "recurring must be 'monthly', or left out for a one-time gift" })
  recurring?: 'monthly';
}
