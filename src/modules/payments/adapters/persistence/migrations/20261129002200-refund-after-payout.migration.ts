import { Migration } from '@mikro-orm/migrations';

/**
 * A refund that comes after the campaign's money was paid out: the part of the gift the campaign no longer
 * holds is recorded as its own kind of line, 'refund_after_payout', so the ledger states what the platform's
 * balance paid the donor on the campaign's behalf (the campaign's balance is negative by that much until
 * later gifts make it up).
 */
export class RefundAfterPayoutMigration20261129002200 extends Migration {
  override name = '20261129002200-refund-after-payout';

  override up(): void {
    this.addSql(`ALTER TABLE ledger_entry DROP CONSTRAINT IF EXISTS ledger_entry_kind_check`);
    this.addSql(`
      ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_kind_check
        CHECK (kind IN ('gift', 'tip', 'fee', 'payout', 'refund', 'refund_after_payout', 'reversal'))`);
    this.addSql(`CREATE INDEX payout_pending_idx ON payout (created_at) WHERE status = 'pending'`);
  }

  override down(): void {
    this.addSql(`DROP INDEX IF EXISTS payout_pending_idx`);
    this.addSql(`ALTER TABLE ledger_entry DROP CONSTRAINT IF EXISTS ledger_entry_kind_check`);
    this.addSql(`ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_kind_check CHECK (kind IN ('gift', 'tip', 'fee', 'payout', 'refund', 'reversal'))`);
  }
}
