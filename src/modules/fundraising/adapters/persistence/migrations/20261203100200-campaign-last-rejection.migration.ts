import { Migration } from '@mikro-orm/migrations';

/**
 * A campaign keeps the moderator's latest rejection its owner is shown (issue 35): of the campaign, or of an edit
 * of it, with the reason. Campaigns rejected before get theirs, with the reason their review case holds, if any.
 */
export class CampaignLastRejectionMigration20261203100200 extends Migration {
  override name = '20261203100200-campaign-last-rejection';

  override up(): void {
    this.addSql(`ALTER TABLE campaign ADD COLUMN last_rejection jsonb NULL`);
    this.addSql(`
      UPDATE campaign c
         SET last_rejection = jsonb_build_object(
               'of', 'campaign',
               'reason', (SELECT rc.reason FROM review_case rc WHERE rc.subject_type = 'campaign' AND rc.subject_id = c.id AND rc.status = 'rejected'),
               'at', to_jsonb(c.reviewed_at))
       WHERE c.status = 'rejected' AND c.reviewed_at IS NOT NULL`);
  }
}
