import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import type { Money } from '../../../../../shared-kernel/domain.js';
import { IsDollarAmount, ParseDollars } from './dollar-amount.validation.js';
import { MonthlyGiftResponse } from './monthly-gift.response.dto.js';

const BAD_LINK = 'This link is not valid. Please use the link in your receipt.';
const BAD_UPDATE_LINK = 'This link is not valid. Please use the link in your email.';
const AMOUNT_FORMAT = 'Amount must be a number of dollars with at most two decimal places';
const DAY_RULE = 'The day of the month must be a whole number from 1 to 28';
const MONTHS_RULE = 'A monthly gift can be paused for 1 to 3 months';

/** Who acts: a guest's signed link (its token), or nothing when its member is signed in. */
export class MonthlyGiftActorRequest {
  @ApiPropertyOptional({ description: "The token of the link in a guest's receipt (not needed when its member is signed in)" })
  @IsOptional()
  @IsString({ message: BAD_LINK })
  @MinLength(1, { message: BAD_LINK })
  @MaxLength(200, { message: BAD_LINK })
  token?: string;
}

/** A change of a monthly gift from its next charge: its amount and/or the day of the month it is charged on. */
export class ChangeMonthlyGiftRequest extends MonthlyGiftActorRequest {
  @ApiPropertyOptional({ type: String, example: '25.00', description: 'The gift each month, in dollars ($1.00 to $100,000; the tip keeps its share of it)' })
  @IsOptional()
  @ParseDollars()
  @IsDollarAmount((amount) => amount.cents >= 100 && amount.cents <= 100_000_00, { ruleMessage: 'The monthly amount must be from $1.00 to $100,000.00', formatMessage: AMOUNT_FORMAT })
  amount?: Money;

  @ApiPropertyOptional({ minimum: 1, maximum: 28, example: 15, description: 'The day of the month it is charged on (1-28), from the next charge' })
  @IsOptional()
  @IsInt({ message: DAY_RULE })
  @Min(1, { message: DAY_RULE })
  @Max(28, { message: DAY_RULE })
  dayOfMonth?: number;
}

export class PauseMonthlyGiftRequest extends MonthlyGiftActorRequest {
  @ApiProperty({ minimum: 1, maximum: 3, example: 2, description: 'How many monthly charges are not made (1-3)' })
  @Type(() => Number)
  @IsInt({ message: MONTHS_RULE })
  @Min(1, { message: MONTHS_RULE })
  @Max(3, { message: MONTHS_RULE })
  months!: number;
}

export class SandboxRenewalRequest {
  @ApiPropertyOptional({ enum: ['succeeded', 'declined'], default: 'succeeded', description: 'declined: the card on file declines (until its donor updates it): the month stays unpaid' })
  @IsOptional()
  @IsIn(['succeeded', 'declined'], { message: "outcome must be 'succeeded' or 'declined'" })
  outcome?: 'succeeded' | 'declined';
}

/** A new card on the sandbox's form: a test card's number (required unless a SetupIntent is given). */
const CardNumberField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: '4242 4242 4242 4242', description: 'Sandbox: a test card number' }),
    ValidateIf((body: { setupIntentId?: string }) => body.setupIntentId === undefined),
    IsString({ message: 'Please enter a card number' }),
    MinLength(1, { message: 'Please enter a card number' }),
    MaxLength(40, { message: 'Your card number is incorrect.' }),
  );

/** A new card with Stripe: the SetupIntent the Payment Element confirmed. */
const SetupIntentField = () =>
  applyDecorators(
    ApiPropertyOptional({ description: 'Stripe: the SetupIntent confirmed on the card form' }),
    IsOptional(),
    IsString({ message: 'setupIntentId must be a string' }),
    MaxLength(200, { message: 'setupIntentId is too long' }),
  );

/** The token of the card-update link in a past-due notice. */
export class CardUpdateLinkQuery {
  @ApiProperty({ description: 'The token from the link in the email' })
  @IsString({ message: BAD_UPDATE_LINK })
  @MinLength(1, { message: BAD_UPDATE_LINK })
  @MaxLength(200, { message: BAD_UPDATE_LINK })
  token!: string;
}

/** The new card: a sandbox test card's number, or (Stripe) the SetupIntent the Payment Element confirmed. */
export class CardUpdateRequest extends CardUpdateLinkQuery {
  @CardNumberField() cardNumber?: string;
  @SetupIntentField() setupIntentId?: string;
}

/** The same for a member signed in (no token) or a guest's manage link (its token). */
export class MemberCardUpdateRequest extends MonthlyGiftActorRequest {
  @CardNumberField() cardNumber?: string;
  @SetupIntentField() setupIntentId?: string;
}

export class CardUpdateResponse {
  @ApiProperty({ type: MonthlyGiftResponse }) gift!: MonthlyGiftResponse;
  @ApiProperty({ type: String, nullable: true, example: '27.50', description: 'What the missed month charges when the card is updated (null: nothing is owed)' })
  missedAmount!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Stripe: the SetupIntent's client secret for the Payment Element; null in the sandbox" })
  clientSecret!: string | null;
  @ApiProperty({ enum: ['stripe', 'sandbox'] }) mode!: 'stripe' | 'sandbox';
}
