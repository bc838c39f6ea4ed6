import { Migration } from '@mikro-orm/migrations';

/**
 * Monthly gifts that recover (issue 38). A declined renewal leaves the gift `past_due` until its card is updated or
 * the provider gives up: `failed_invoice_id` is the unpaid month's invoice (one notice and one charge for it),
 * `next_retry_at` when the provider tries the card again, `past_due_since` when the first attempt failed. A donor
 * may also move the charge to a day of the month (`day_of_month`, 1-28) and pause it until `paused_until` (a pause is
 * not a status: the gift stays active, nothing is charged before that date).
 *
 * The sandbox keeps what Stripe's Smart Retries keep on its side: why the card on file declines (null: it does not), how many
 * retries were made and when the next is due; and, while it is paused, when collection resumes (a renewal before then
 * charges nothing, as Stripe voids a paused subscription's invoices).
 */
export class MonthlyGiftRecoveryMigration20261210000500 extends Migration {
  override name = '20261210000500-monthly-gift-recovery';

  override up(): void {
    this.addSql(`ALTER TABLE recurring_gift DROP CONSTRAINT IF EXISTS recurring_gift_status_check`);
    this.addSql(`ALTER TABLE recurring_gift ADD CONSTRAINT recurring_gift_status_check CHECK (status IN ('incomplete', 'active', 'past_due', 'stopped'))`);
    this.addSql(`ALTER TABLE recurring_gift ADD COLUMN failed_invoice_id text NULL`);
    this.addSql(`ALTER TABLE recurring_gift ADD COLUMN next_retry_at timestamptz NULL`);
    this.addSql(`ALTER TABLE recurring_gift ADD COLUMN past_due_since timestamptz NULL`);
    this.addSql(`ALTER TABLE recurring_gift ADD COLUMN day_of_month smallint NULL CHECK (day_of_month BETWEEN 1 AND 28)`);
    this.addSql(`ALTER TABLE recurring_gift ADD COLUMN paused_until timestamptz NULL`);
    this.addSql(`CREATE INDEX recurring_gift_past_due_idx ON recurring_gift (campaign_id) WHERE status = 'past_due'`);

    this.addSql(`ALTER TABLE sandbox_subscription ADD COLUMN card_decline text NULL`);
    this.addSql(`ALTER TABLE sandbox_subscription ADD COLUMN retry_count integer NOT NULL DEFAULT 0`);
    this.addSql(`ALTER TABLE sandbox_subscription ADD COLUMN first_failed_at timestamptz NULL`);
    this.addSql(`ALTER TABLE sandbox_subscription ADD COLUMN next_retry_at timestamptz NULL`);
    this.addSql(`ALTER TABLE sandbox_subscription ADD COLUMN collection_resumes_at timestamptz NULL`);
    this.addSql(`CREATE INDEX sandbox_subscription_retry_idx ON sandbox_subscription (next_retry_at) WHERE next_retry_at IS NOT NULL`);
  }

  override down(): void {
    this.addSql(`DROP INDEX IF EXISTS sandbox_subscription_retry_idx`);
    this.addSql(`ALTER TABLE sandbox_subscription DROP COLUMN collection_resumes_at, DROP COLUMN next_retry_at, DROP COLUMN first_failed_at, DROP COLUMN retry_count, DROP COLUMN card_decline`);
    this.addSql(`DROP INDEX IF EXISTS recurring_gift_past_due_idx`);
    this.addSql(`ALTER TABLE recurring_gift DROP COLUMN paused_until, DROP COLUMN day_of_month, DROP COLUMN past_due_since, DROP COLUMN next_retry_at, DROP COLUMN failed_invoice_id`);
    this.addSql(`UPDATE recurring_gift SET status = 'active' WHERE status = 'past_due'`);
    this.addSql(`ALTER TABLE recurring_gift DROP CONSTRAINT IF EXISTS recurring_gift_status_check`);
    this.addSql(`ALTER TABLE recurring_gift ADD CONSTRAINT recurring_gift_status_check CHECK (status IN ('incomplete', 'active', 'stopped'))`);
  }
}
