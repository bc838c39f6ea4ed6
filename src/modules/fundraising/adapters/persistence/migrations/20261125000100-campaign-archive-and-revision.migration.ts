import { Migration } from '@mikro-orm/migrations';

/**
 * A campaign holding gifts is archived instead of deleted (archived_at), and an edit of an
 * approved campaign waits for review beside the public content (pending_revision).
 */
export class CampaignArchiveAndRevisionMigration20261125000100 extends Migration {
  override name = '20261125000100-campaign-archive-and-revision';

  override up(): void {
    this.addSql(`ALTER TABLE campaign ADD COLUMN archived_at timestamptz NULL`);
    this.addSql(`ALTER TABLE campaign ADD COLUMN pending_revision jsonb NULL`);
  }
}
