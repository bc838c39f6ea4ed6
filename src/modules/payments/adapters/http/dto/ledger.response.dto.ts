import { ApiProperty } from '@nestjs/swagger';

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

/** The ledger set against the payment provider's record of the last day's one-off gifts. */
export class ProviderMatchResponse {
  @ApiProperty({ format: 'date-time', description: 'The window starts here (the last 24 hours)' }) since!: string;
  @ApiProperty({ description: 'One-off gift payments the provider reports succeeded in the window' }) providerPayments!: number;
  @ApiProperty({ example: '150.00', description: 'What the provider charged for them (gifts and tips)' }) providerCharged!: string;
  @ApiProperty({ example: '150.00', description: 'What the ledger charged for the same payments' }) ledgerCharged!: string;
  @ApiProperty({ type: [String], description: "The provider's payments the ledger lacks or has at another amount" }) notInLedger!: string[];
  @ApiProperty({ type: [String], description: 'Gifts recorded in the window that the provider does not report as succeeded' })
  unknownToProvider!: string[];
  @ApiProperty() matches!: boolean;
}

export class NegativeCampaignBalance {
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty({ example: '-40.00' }) available!: string;
}

/** Whether the books balance and agree with the recorded gifts. */
export class LedgerReconciliationResponse {
  @ApiProperty() balanced!: boolean;
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
