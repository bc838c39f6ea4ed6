import { Migration } from '@mikro-orm/migrations';

export class IdentityMigration20261122000100 extends Migration {
  override name = '20261122000100-identity';

  override up(): void {
    this.addSql(`
      CREATE TABLE app_user (
        id uuid PRIMARY KEY,
        username text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        first_name text NULL,
        last_name text NULL,
        phone text NULL,
        location text NULL,
        bio text NULL,
        profile_image_url text NULL,
        is_admin boolean NOT NULL DEFAULT false,
        payment_customer_id text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE UNIQUE INDEX app_user_username_key ON app_user (lower(username))`);
    this.addSql(`CREATE UNIQUE INDEX app_user_email_key ON app_user (email)`);
    this.addSql(`CREATE INDEX app_user_created_at_idx ON app_user (created_at)`);
    this.addSql(`
      CREATE TABLE login_failure (
        id bigserial PRIMARY KEY,
        key text NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX login_failure_key_idx ON login_failure (key, failed_at)`);
  }
}
