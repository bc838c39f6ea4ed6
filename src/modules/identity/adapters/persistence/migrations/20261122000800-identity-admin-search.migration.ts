import { Migration } from '@mikro-orm/migrations';

/**
 * The admin users search: case-insensitive substring on first name, last name, email or
 * username, as one lower-cased column with a trigram index (fastupdate off: read far more than
 * written), so one index serves all four.
 */
export class IdentityAdminSearchMigration20261122000800 extends Migration {
  override name = '20261122000800-identity-admin-search';

  override up(): void {
    this.addSql(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    this.addSql(`
      ALTER TABLE app_user ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email || ' ' || username)
      ) STORED`);
    this.addSql(`CREATE INDEX app_user_search_trgm_idx ON app_user USING gin (search_text gin_trgm_ops) WITH (fastupdate = off)`);
    this.addSql(`CREATE INDEX app_user_created_idx ON app_user (created_at DESC, id DESC)`);
  }
}
