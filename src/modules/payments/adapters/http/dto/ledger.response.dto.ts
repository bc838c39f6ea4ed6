import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsISO8601, IsInt, IsOptional, Max, Min } from 'class-validator';
import { DISCREPANCY_CODES, MAX_PERIOD_DAYS } from '../../../application/reconciliation.js';

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

/** A campaign's money, from the ledger, in dollars. */
export class CampaignFundsResponse {
  @ApiProperty({ example: '150.00', description: 'Every completed gift (tips excluded)' }) raised!: string;
  @ApiProperty({ example: '0.00' }) refunded!: string;
  @ApiProperty({ example: '0.00' }) paidOut!: string;
  @ApiProperty({ example: '150.00', description: 'raised − refunded − paid out (negative only after a refund that followed a payout)' })
  available!: string;
  @ApiProperty({ example: '0.00', description: 'Payouts requested and not yet paid' }) pending!: string;
  @ApiProperty({
    example: '0.00',
    description: "Of refunded, what was refunded after the money had been paid out: the platform's balance paid the donor, and later gifts make it up",
  })
  refundedAfterPayout!: string;
  @ApiProperty({ example: 'platform', enum: ['platform'] }) feeBornBy!: 'platform';
  @ApiProperty() feePolicy!: string;
}

export class LedgerAccountBalance {
  @ApiProperty() account!: string;
  @ApiProperty({ example: '-150.00', description: 'Debits positive, credits negative' }) balance!: string;
}

/** The ledger set against the payment provider's record of the period's one-off gifts (see `discrepancies` for every kind). */
export class ProviderMatchResponse {
  @ApiProperty({ format: 'date-time', description: 'The period starts here' }) since!: string;
  @ApiProperty({ description: 'One-off gift payments the provider reports succeeded in the window' }) providerPayments!: number;
  @ApiProperty({ example: '150.00', description: 'What the provider charged for them (gifts and tips)' }) providerCharged!: string;
  @ApiProperty({ example: '150.00', description: 'What the ledger charged for the same payments' }) ledgerCharged!: string;
  @ApiProperty({ type: [String], description: "The provider's payments (of any kind) the platform lacks or has at another amount" }) notInLedger!: string[];
  @ApiProperty({ type: [String], description: 'Payments recorded in the period that the provider does not report as succeeded' })
  unknownToProvider!: string[];
  @ApiProperty() matches!: boolean;
}

export class NegativeCampaignBalance {
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty({ example: '-40.00' }) available!: string;
}

export class ReconciliationPeriodResponse {
  @ApiProperty({ format: 'date-time' }) from!: string;
  @ApiProperty({ format: 'date-time', description: 'Excluded' }) to!: string;
}

/** What a discrepancy is about: its kind of object, its id, and the ids around it (null when not known). */
export class DiscrepancyObjectResponse {
  @ApiProperty({ enum: ['transaction', 'donation', 'payment', 'membership_payment', 'refund', 'payout', 'transfer', 'campaign', 'dashboard', 'statistics'] })
  type!: string;
  @ApiProperty({ type: String, nullable: true }) id!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignId!: string | null;
  @ApiProperty({ type: String, nullable: true }) donationId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The provider's payment" }) paymentIntentId!: string | null;
  @ApiProperty({ type: String, nullable: true }) subscriptionId!: string | null;
  @ApiProperty({ type: String, nullable: true }) refundId!: string | null;
  @ApiProperty({ type: String, nullable: true }) payoutId!: string | null;
  @ApiProperty({ type: String, nullable: true }) transferId!: string | null;
}

/** One thing that does not agree. */
export class DiscrepancyResponse {
  @ApiProperty({ enum: DISCREPANCY_CODES, description: 'Stable: what kind of disagreement' }) code!: string;
  @ApiProperty({ type: () => DiscrepancyObjectResponse }) object!: DiscrepancyObjectResponse;
  @ApiProperty({ enum: ['usd', 'count'], description: 'usd: expected and found are dollars ("40.00"); count: whole numbers ("3")' }) unit!: 'usd' | 'count';
  @ApiProperty({ example: '40.00', description: "What the platform's books hold: the ledger, or the platform's record of the payment" }) expected!: string;
  @ApiProperty({ example: '1040.00', description: 'What the other side holds: the provider, or the figure the product shows' }) found!: string;
  @ApiProperty({ example: 'Campaign "Church Bus Repairs" (…) shows $1,040.00 raised; its gifts in the ledger come to $40.00.' }) message!: string;
}

/**
 * Whether the books balance, agree with the recorded gifts, with the provider over the period (every payment, refund
 * and transfer, both ways) and with every figure the product shows; `discrepancies` names each thing that does not.
 */
export class LedgerReconciliationResponse {
  @ApiProperty({ description: 'True only when there is no discrepancy' }) balanced!: boolean;
  @ApiProperty({ type: () => ReconciliationPeriodResponse, description: 'Money movements are set against the provider over this period' })
  period!: ReconciliationPeriodResponse;
  @ApiProperty({ type: () => [DiscrepancyResponse] }) discrepancies!: DiscrepancyResponse[];
  @ApiProperty({ example: '0.00', description: 'Sum of every ledger line: 0.00 when the books balance' }) total!: string;
  @ApiProperty({ type: [String] }) unbalancedTransactions!: string[];
  @ApiProperty({ type: [LedgerAccountBalance] }) accounts!: LedgerAccountBalance[];
  @ApiProperty({ description: 'Completed gifts whose ledger lines are missing or differ' }) giftsNotInLedger!: number;
  @ApiProperty({ example: '150.00' }) completedGifts!: string;
  @ApiProperty({ example: '150.00' }) ledgerGifts!: string;
  @ApiProperty({ example: '15.00' }) completedTips!: string;
  @ApiProperty({ example: '15.00' }) ledgerTips!: string;
  @ApiProperty({ example: '0.00', description: "Refunds after payouts: what the platform's balance paid donors on campaigns' behalf" })
  refundsAfterPayout!: string;
  @ApiProperty({ type: () => [NegativeCampaignBalance], description: 'Campaigns left with a negative balance by a refund after a payout' })
  negativeCampaigns!: NegativeCampaignBalance[];
  @ApiProperty({ type: () => ProviderMatchResponse }) provider!: ProviderMatchResponse;
}

export class DonationRefundResponse {
  @ApiProperty({ enum: ['refunded'] }) status!: 'refunded';
}

/** One gift in its organiser's donor list. */
export class CampaignDonorResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null for an anonymous gift' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null for an anonymous gift' }) email!: string | null;
  @ApiProperty() isAnonymous!: boolean;
  @ApiProperty({ example: '50.00' }) amount!: string;
  @ApiProperty({ example: '7.50' }) tip!: string;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: ['completed', 'refunded'] }) status!: string;
  @ApiProperty({ description: 'Whether the viewer may refund it now' }) refundable!: boolean;
}
