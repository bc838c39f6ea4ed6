import { Migration } from '@mikro-orm/migrations';

/** Trigram indexes for the admin users search (case-insensitive substring on four columns). */
export class IdentityAdminSearchMigration20261122000800 extends Migration {
  override name = '20261122000800-identity-admin-search';

  override up(): void {
    this.addSql(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    this.addSql(`CREATE INDEX app_user_first_name_trgm_idx ON app_user USING gin (first_name gin_trgm_ops) WITH (fastupdate = off)`);
    this.addSql(`CREATE INDEX app_user_last_name_trgm_idx ON app_user USING gin (last_name gin_trgm_ops) WITH (fastupdate = off)`);
    this.addSql(`CREATE INDEX app_user_email_trgm_idx ON app_user USING gin (email gin_trgm_ops) WITH (fastupdate = off)`);
    this.addSql(`CREATE INDEX app_user_username_trgm_idx ON app_user USING gin (username gin_trgm_ops) WITH (fastupdate = off)`);
    this.addSql(`CREATE INDEX app_user_created_idx ON app_user (created_at DESC, id DESC)`);
  }
}
