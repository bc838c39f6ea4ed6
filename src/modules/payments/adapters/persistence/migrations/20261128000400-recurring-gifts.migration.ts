import { Migration } from '@mikro-orm/migrations';

/** Monthly gifts; each paid month is a donation that names its monthly gift. */
export class RecurringGiftsMigration20261128000400 extends Migration {
  override name = '20261128000400-recurring-gifts';

  override up(): void {
    this.addSql(`
      CREATE TABLE recurring_gift (
        id uuid PRIMARY KEY,
        campaign_id uuid NOT NULL,
        donor_user_id uuid NULL,
        guest_first_name text NULL,
        guest_last_name text NULL,
        guest_email text NULL,
        gift_cents bigint NOT NULL CHECK (gift_cents > 0),
        tip_cents bigint NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
        message text NULL,
        is_anonymous boolean NOT NULL DEFAULT false,
        status text NOT NULL CHECK (status IN ('incomplete', 'active', 'stopped')),
        stop_reason text NULL CHECK (stop_reason IN ('cancelled_by_donor', 'campaign_closed', 'payment_failed')),
        subscription_id text NULL,
        first_payment_intent_id text NULL,
        next_charge_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        stopped_at timestamptz NULL,
        CHECK (donor_user_id IS NOT NULL OR guest_email IS NOT NULL)
      )`);
    this.addSql(`CREATE UNIQUE INDEX recurring_gift_subscription_key ON recurring_gift (subscription_id)`);
    this.addSql(`CREATE UNIQUE INDEX recurring_gift_first_payment_key ON recurring_gift (first_payment_intent_id)`);
    this.addSql(`CREATE INDEX recurring_gift_donor_idx ON recurring_gift (donor_user_id, created_at DESC)`);
    this.addSql(`CREATE INDEX recurring_gift_running_idx ON recurring_gift (campaign_id) WHERE status <> 'stopped'`);
    this.addSql(`ALTER TABLE donation ADD COLUMN recurring_gift_id uuid NULL`);
    this.addSql(`CREATE INDEX donation_recurring_gift_idx ON donation (recurring_gift_id) WHERE recurring_gift_id IS NOT NULL`);
  }
}
