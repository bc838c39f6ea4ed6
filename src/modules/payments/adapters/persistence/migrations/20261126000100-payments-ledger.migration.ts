import { Migration } from '@mikro-orm/migrations';

/**
 * The double-entry ledger: every money movement is one transaction of lines whose amounts sum to
 * zero (positive = debit, negative = credit). Accounts: provider_balance (money held at the payment
 * provider), campaign_funds (owed to one campaign: campaign_id set), platform_tips (the platform's
 * revenue) and processing_fees (the provider's fee, borne by the platform). Lines are only ever
 * appended; there is no running-total row, so gifts to different campaigns never wait on each other.
 */
export class PaymentsLedgerMigration20261126000100 extends Migration {
  override name = '20261126000100-payments-ledger';

  override up(): void {
    this.addSql(`
      CREATE TABLE ledger_entry (
        id bigserial PRIMARY KEY,
        transaction_id text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('gift', 'tip', 'fee', 'payout', 'refund', 'reversal')),
        account text NOT NULL CHECK (account IN ('provider_balance', 'campaign_funds', 'platform_tips', 'processing_fees')),
        campaign_id uuid NULL,
        donation_id uuid NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((account = 'campaign_funds') = (campaign_id IS NOT NULL))
      )`);
    this.addSql(`CREATE INDEX ledger_entry_campaign_idx ON ledger_entry (campaign_id, kind) WHERE campaign_id IS NOT NULL`);
    this.addSql(`CREATE INDEX ledger_entry_transaction_idx ON ledger_entry (transaction_id)`);
    this.addSql(`CREATE INDEX ledger_entry_donation_idx ON ledger_entry (donation_id) WHERE donation_id IS NOT NULL`);
  }

  override down(): void {
    this.addSql(`DROP TABLE ledger_entry`);
  }
}
