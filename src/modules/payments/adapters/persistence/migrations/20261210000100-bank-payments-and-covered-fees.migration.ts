import { Migration } from '@mikro-orm/migrations';

/**
 * Every way to give (issue 38). A donation is paid by a card, a US bank account or a wallet (`payment_method`), and
 * its donor may cover the processing fee (`fee_covered_cents`, charged on top of gift and tip). A bank payment is
 * `processing` for days before it succeeds or fails; nothing is credited meanwhile. The ledger's kind `fee_cover`
 * moves a covered fee from the provider balance to the processing fees it pays for. The sandbox keeps a payment's
 * method and a bank payment's outcome, settled by an administrator or by its own clock (`settle_at`).
 */
export class BankPaymentsAndCoveredFeesMigration20261210000100 extends Migration {
  override name = '20261210000100-bank-payments-and-covered-fees';

  override up(): void {
    this.addSql(`ALTER TABLE donation ADD COLUMN fee_covered_cents bigint NOT NULL DEFAULT 0 CHECK (fee_covered_cents >= 0)`);
    this.addSql(`ALTER TABLE donation ADD COLUMN payment_method text NOT NULL DEFAULT 'card' CHECK (payment_method IN ('card', 'us_bank_account', 'wallet'))`);
    this.addSql(`ALTER TABLE donation DROP CONSTRAINT donation_status_check`);
    this.addSql(`ALTER TABLE donation ADD CONSTRAINT donation_status_check CHECK (status IN ('pending', 'processing', 'completed', 'failed', 'refunded'))`);
    this.addSql(`CREATE INDEX donation_processing_idx ON donation (created_at) WHERE status = 'processing'`);

    this.addSql(`ALTER TABLE ledger_entry DROP CONSTRAINT IF EXISTS ledger_entry_kind_check`);
    this.addSql(`ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_kind_check
      CHECK (kind IN ('gift', 'tip', 'fee', 'fee_cover', 'payout', 'refund', 'reversal', 'refund_after_payout', 'transfer', 'transfer_reversal'))`);

    this.addSql(`ALTER TABLE sandbox_payment_intent ADD COLUMN payment_method text NOT NULL DEFAULT 'card'`);
    this.addSql(`ALTER TABLE sandbox_payment_intent ADD COLUMN bank_outcome text NULL`);
    this.addSql(`ALTER TABLE sandbox_payment_intent ADD COLUMN settle_at timestamptz NULL`);
    this.addSql(`CREATE INDEX sandbox_payment_intent_settle_idx ON sandbox_payment_intent (settle_at) WHERE status = 'processing'`);
  }
}
