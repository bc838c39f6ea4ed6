import { Migration } from '@mikro-orm/migrations';

/** A monthly gift also stops because its donor closed their account ("Trust, round 2"). */
export class AccountClosedStopsMigration20261201000200 extends Migration {
  override name = '20261201000200-account-closed-stops';

  override up(): void {
    this.addSql(`ALTER TABLE recurring_gift DROP CONSTRAINT IF EXISTS recurring_gift_stop_reason_check`);
    this.addSql(`
      ALTER TABLE recurring_gift ADD CONSTRAINT recurring_gift_stop_reason_check
        CHECK (stop_reason IN ('cancelled_by_donor', 'campaign_closed', 'payment_failed', 'account_closed'))`);
  }

  override down(): void {
    this.addSql(`ALTER TABLE recurring_gift DROP CONSTRAINT IF EXISTS recurring_gift_stop_reason_check`);
    this.addSql(`ALTER TABLE recurring_gift ADD CONSTRAINT recurring_gift_stop_reason_check CHECK (stop_reason IN ('cancelled_by_donor', 'campaign_closed', 'payment_failed'))`);
  }
}
