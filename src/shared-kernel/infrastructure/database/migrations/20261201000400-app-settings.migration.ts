import { Migration } from '@mikro-orm/migrations';

/**
 * Settings every instance on one database must agree on, made once by the first instance that needs them: the
 * generated session secret (when SESSION_SECRET is not set), so that two instances never sign cookies and links
 * with secrets of their own.
 */
export class AppSettingsMigration20261201000400 extends Migration {
  override name = '20261201000400-app-settings';

  override up(): void {
    this.addSql(`
      CREATE TABLE app_setting (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  override down(): void {
    this.addSql(`DROP TABLE app_setting`);
  }
}
