import { Migration } from '@mikro-orm/migrations';

/**
 * Payouts of a campaign's funds to its organiser's payout account (pending → paid, or failed and given
 * back to the campaign), and administrators' holds on a campaign's payouts.
 */
export class PayoutsMigration20261129002100 extends Migration {
  override name = '20261129002100-payouts';

  override up(): void {
    this.addSql(`
      CREATE TABLE payout (
        id uuid PRIMARY KEY,
        campaign_id uuid NOT NULL,
        member_id uuid NOT NULL,
        destination_account_id text NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
        provider_transfer_id text,
        failure_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz
      )`);
    this.addSql(`CREATE INDEX payout_campaign_idx ON payout (campaign_id, created_at DESC)`);
    this.addSql(`
      CREATE TABLE payout_hold (
        campaign_id uuid PRIMARY KEY,
        reason text NOT NULL,
        held_by uuid NOT NULL,
        held_at timestamptz NOT NULL DEFAULT now()
      )`);
  }
}
