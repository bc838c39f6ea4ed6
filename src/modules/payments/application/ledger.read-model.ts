/** A campaign's money as the ledger has it, in cents. */
export interface CampaignFundsFigures {
  raisedCents: number;
  refundedCents: number;
  paidOutCents: number;
  availableCents: number;
  pendingCents: number;
  /** Of the refunded, what came after the money was paid out: the platform's balance paid it (see the refund). */
  refundedAfterPayoutCents: number;
}

/** The admin's reconciliation: the books balance, and agree with the recorded gifts. */
export interface LedgerReconciliation {
  /** Sum of every line: 0 when the books balance. */
  totalCents: number;
  /** Transactions whose lines do not sum to zero (should be none). */
  unbalancedTransactions: string[];
  accounts: { account: string; balanceCents: number }[];
  /**
   * Gifts whose net ledger lines (gift/tip less refund) differ from the donation as recorded: a
   * completed gift's amounts, a refunded gift's zero (should be none).
   */
  giftsNotInLedger: number;
  completedGiftCents: number;
  ledgerGiftCents: number;
  completedTipCents: number;
  ledgerTipCents: number;
  /** Refunds after payouts: what the platform's balance paid donors on campaigns' behalf. */
  refundsAfterPayoutCents: number;
  /** Campaigns whose balance is negative (a refund after a payout), most negative first. */
  negativeCampaigns: { campaignId: string; availableCents: number }[];
  balanced: boolean;
}

/** The ledger set against the payment provider's own record of one-off gifts over the reconciliation's period (every kind: its discrepancies). */
export interface ProviderMatch {
  since: Date;
  /** One-off gift payments the provider reports succeeded in the window, and what they charged. */
  providerPayments: number;
  providerCents: number;
  /** Of those, what the ledger has charged (gift + tip lines on the provider balance). */
  ledgerCents: number;
  /** Provider payments the ledger lacks, or has at another amount. */
  notInLedger: string[];
  /** Gifts the ledger recorded in the window that the provider does not report as succeeded. */
  unknownToProvider: string[];
  matches: boolean;
}

/** Reads of the double-entry ledger (written with each money movement, in its transaction). */
export interface LedgerReadModel {
  campaignFunds(campaignId: string): Promise<CampaignFundsFigures>;
  reconciliation(): Promise<LedgerReconciliation>;
}
export const LEDGER_READ_MODEL = Symbol('LedgerReadModel');
