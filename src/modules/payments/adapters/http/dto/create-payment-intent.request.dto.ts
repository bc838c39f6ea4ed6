import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import type { Money } from '../../../../../shared-kernel/domain.js';
import { IsDollarAmount, ParseDollars } from './dollar-amount.validation.js';
import { FundAllocationRequest } from './fund-allocation.request.dto.js';
import { GuestInfo, MISSING_INFORMATION } from './guest-info.dto.js';
import { PAYMENT_METHODS, type PaymentMethodKind } from '../../../domain/processing-fee.js';

const MESSAGE_TOO_LONG = 'Your message can be at most 500 characters';
const AMOUNT_FORMAT = 'Amount must be a number of dollars with at most two decimal places';
const TIP_FORMAT = 'Tip must be a number of dollars with at most two decimal places';

/** A gift to an organization names it and its funds' parts instead of a campaign. */
const toOrganization = (body: CreatePaymentIntentRequest) => body.organizationId !== undefined;

/**
 * Step one of giving, to a campaign (campaignId, amount) or to an organization (organizationId, allocations: one
 * payment split across its funds). Fields are checked in the checkout's order: amount, tip, the guest's details,
 * message. Whether guestInfo is needed (nobody signed in) and how amount and tip relate (the tip not above the gift,
 * the gift at most $100,000) is the donation's rule.
 */
export class CreatePaymentIntentRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'The campaign given to (required unless organizationId is given)' })
  @ValidateIf((body: CreatePaymentIntentRequest) => !toOrganization(body))
  @IsString({ message: 'campaignId is required' })
  campaignId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The organization given to, with allocations (instead of campaignId)' })
  @IsOptional()
  @IsString({ message: 'organizationId must be an id' })
  organizationId?: string;

  @ApiPropertyOptional({ type: [FundAllocationRequest], description: "A gift to an organization: each fund's part (each fund once, each at least $1.00); the charge is their sum plus the tip" })
  @ValidateIf(toOrganization)
  @IsArray({ message: 'Choose at least one fund and an amount for it.' })
  @ArrayMaxSize(50, { message: 'A gift can be split across at most 50 funds.' })
  @ValidateNested({ each: true })
  @Type(() => FundAllocationRequest)
  allocations?: FundAllocationRequest[];

  @ApiPropertyOptional({
    type: Object,
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: 57.5,
    description:
      'US dollars: the donation plus the tip; a number or a plain decimal string ("57.50"), at most two decimal places. Required for a campaign gift; for a gift to an organization optional, and checked against the allocations (their sum plus the tip)',
  })
  @ValidateIf((body: CreatePaymentIntentRequest) => !toOrganization(body) || (body.amount as unknown) !== undefined)
  @ParseDollars()
  @IsDollarAmount((amount) => amount.isPositive(), { ruleMessage: 'Please enter a donation amount greater than $0', formatMessage: AMOUNT_FORMAT })
  amount?: Money;

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

  @ApiPropertyOptional({
    enum: PAYMENT_METHODS,
    description:
      "How the donor pays ('card' when left out): 'card', 'us_bank_account' (ACH debit: processing for 3–5 business days before it succeeds or fails) or 'wallet' (Apple Pay, Google Pay)",
  })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: "paymentMethod must be 'card', 'us_bank_account' or 'wallet'" })
  paymentMethod?: PaymentMethodKind;

  @ApiPropertyOptional({
    description:
      "The donor covers the processing fee of the method (card and wallet 2.9% + $0.30, bank 0.8% capped at $5.00), added to the charge so that after the fee the whole gift and tip remain; the answer's feeCovered and total say what is charged",
  })
  @IsOptional()
  @IsBoolean({ message: 'coverFee must be true or false' })
  coverFee?: boolean;

  @ApiPropertyOptional({ enum: ['monthly'], description: '"monthly": the same gift and tip every month until stopped (answers subscriptionId); left out for a one-time gift' })
  @IsOptional()
  @IsIn(['monthly'], { message: "recurring must be 'monthly', or left out for a one-time gift" })
  recurring?: 'monthly';
}
