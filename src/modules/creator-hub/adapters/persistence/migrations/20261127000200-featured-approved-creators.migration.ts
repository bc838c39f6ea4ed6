import { Migration } from '@mikro-orm/migrations';

/** Approved applicants an administrator features on the hub: one row per platform profile, never twice. */
export class FeaturedApprovedCreatorsMigration20261127000200 extends Migration {
  override name = '20261127000200-featured-approved-creators';

  override up(): void {
    this.addSql(`ALTER TABLE featured_creator ADD COLUMN application_id uuid NULL`);
    this.addSql(`CREATE UNIQUE INDEX featured_creator_profile ON featured_creator (platform, lower(handle))`);
  }
}
