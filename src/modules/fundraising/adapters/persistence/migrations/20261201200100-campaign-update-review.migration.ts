import { Migration } from '@mikro-orm/migrations';

/**
 * Campaign updates are reviewed before they are public or mailed: each waits as `pending` until a moderator
 * approves or rejects it (with a reason the organizer sees). Updates posted before review existed were public
 * already: they stay public (approved).
 */
export class CampaignUpdateReviewMigration20261201200100 extends Migration {
  override name = '20261201200100-campaign-update-review';

  override up(): void {
    this.addSql(`
      ALTER TABLE campaign_update
        ADD COLUMN status text NOT NULL DEFAULT 'approved' CHECK (status IN ('pending', 'approved', 'rejected')),
        ADD COLUMN reviewed_by uuid NULL,
        ADD COLUMN reviewed_at timestamptz NULL,
        ADD COLUMN rejection_reason text NULL`);
    this.addSql(`ALTER TABLE campaign_update ALTER COLUMN status SET DEFAULT 'pending'`);
    // What the public reads: a campaign's approved updates, newest first.
    this.addSql(`CREATE INDEX campaign_update_public_idx ON campaign_update (campaign_id, posted_at DESC, id DESC) WHERE status = 'approved'`);
  }
}
