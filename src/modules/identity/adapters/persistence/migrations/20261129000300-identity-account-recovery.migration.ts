import { Migration } from '@mikro-orm/migrations';

/**
 * Account recovery and management: a member's verified address and a closed account are marked on the
 * user; one-time tokens (password reset, email verification) are kept only as their SHA-256 hash, with
 * their purpose, expiry and the moment they were used.
 */
export class IdentityAccountRecoveryMigration20261129000300 extends Migration {
  override name = '20261129000300-identity-account-recovery';

  override up(): void {
    this.addSql(`ALTER TABLE app_user ADD COLUMN email_verified_at timestamptz, ADD COLUMN closed_at timestamptz`);
    this.addSql(`
      CREATE TABLE account_token (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verification')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX account_token_user_idx ON account_token (user_id, purpose)`);
  }
}
