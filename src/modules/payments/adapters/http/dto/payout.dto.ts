import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import type { Money } from '../../../../../shared-kernel/domain.js';
import { PageQuery } from '../../../../../shared-kernel/infrastructure/http/page-query.dto.js';
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

export class PayoutResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '250.00' }) amount!: string;
  @ApiProperty({ enum: ['pending', 'paid', 'failed'] }) status!: 'pending' | 'paid' | 'failed';
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) settledAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why a failed payout failed' }) failureReason!: string | null;
}

/** One of the signed-in member's payouts (Profile → Payouts). */
export class MemberPayoutResponse extends PayoutResponse {
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
}

/** Why an administrator holds a campaign's payouts (its organiser reads it when a payout is refused). */
export class PayoutHoldRequest {
  @ApiProperty({ example: 'Under review: we are confirming the campaign with its church.' })
  @IsString({ message: 'Please give a reason for the hold' })
  @IsNotEmpty({ message: 'Please give a reason for the hold' })
  @MaxLength(500, { message: 'The reason can be at most 500 characters' })
  reason!: string;
}

const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;

/** The admin's payouts list: optionally one status; paged by cursor. */
export class AdminPayoutListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: PAYOUT_STATUSES })
  @IsOptional()
  @IsIn(PAYOUT_STATUSES, { message: 'status must be pending, paid or failed' })
  status?: (typeof PAYOUT_STATUSES)[number];
}

/** The admin's refunds list, paged by cursor. */
export class AdminRefundListQuery extends PageQuery {}

/** A payout in the admin console, with its campaign and organiser. */
export class AdminPayoutResponse extends PayoutResponse {
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty({ example: 'Grace Fellowship' }) organiserName!: string;
  @ApiProperty({ example: 'acct_1Nv0FGQ9RKHgCVdK', description: "The organizer's connected account" }) destinationAccountId!: string;
  @ApiProperty({ type: String, nullable: true, description: "The provider's transfer, once paid" }) transferId!: string | null;
}

/** A refunded gift in the admin console. */
export class AdminRefundResponse {
  @ApiProperty({ format: 'uuid' }) donationId!: string;
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty({ example: 'Ruth Miller' }) donorName!: string;
  @ApiProperty({ example: '40.00', description: 'The gift refunded (tips excluded)' }) amount!: string;
  @ApiProperty({ example: '6.00' }) tip!: string;
  @ApiProperty({ example: '0.00', description: "Of the gift, what the platform's balance paid because the campaign's money had been paid out" })
  afterPayout!: string;
  @ApiProperty({ type: String, nullable: true, description: "The provider's payment that was refunded" }) transactionId!: string | null;
  @ApiProperty({ format: 'date-time' }) refundedAt!: string;
}

/** A hold on a campaign's payouts. */
export class PayoutHoldResponse {
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty() reason!: string;
  @ApiProperty({ example: 'Site Admin' }) heldBy!: string;
  @ApiProperty({ format: 'date-time' }) heldAt!: string;
}

/** A campaign still holding money whose organizer closed their account (only an administrator can act on it). */
export class StrandedCampaignResponse {
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignSlug!: string | null;
  @ApiProperty({ example: '260.00', description: "What the campaign's funds hold now (the ledger)" }) available!: string;
}
