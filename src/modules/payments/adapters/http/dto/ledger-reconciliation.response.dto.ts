import { ApiProperty } from '@nestjs/swagger';
import { DiscrepancyResponse } from './discrepancy.response.dto.js';
import { LedgerAccountBalance } from './ledger-account-balance.dto.js';
import { NegativeCampaignBalance } from './negative-campaign-balance.dto.js';
import { ProviderMatchResponse } from './provider-match.response.dto.js';
import { ReconciliationPeriodResponse } from './reconciliation-period.response.dto.js';
import { MoneyInFlightResponse } from './money-in-flight.response.dto.js';

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
  @ApiProperty({ type: () => MoneyInFlightResponse, description: 'Bank payments the provider is still settling: nothing of them is in the ledger until they succeed' })
  inFlight!: MoneyInFlightResponse;
}
