import { Migration } from '@mikro-orm/migrations';

/**
 * Organisers' payout accounts (one per member: the provider's connected account and its last known state),
 * and the sandbox's own connected accounts.
 */
export class PayoutAccountsMigration20261129002000 extends Migration {
  override name = '20261129002000-payout-accounts';

  override up(): void {
    this.addSql(`
      CREATE TABLE payout_account (
        member_id uuid PRIMARY KEY,
        provider_account_id text NOT NULL UNIQUE,
        status text NOT NULL CHECK (status IN ('pending', 'active', 'restricted')),
        payouts_enabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE sandbox_connected_account (
        id text PRIMARY KEY,
        email text NOT NULL,
        idempotency_key text NOT NULL UNIQUE,
        payouts_enabled boolean NOT NULL DEFAULT false,
        details_submitted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }
}
