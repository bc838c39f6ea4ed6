import { Migration } from '@mikro-orm/migrations';

/** Organizers' campaign updates are reviewed too: a case per update ("Update to <campaign title>"). */
export class ReviewCampaignUpdatesMigration20261201200200 extends Migration {
  override name = '20261201200200-review-campaign-updates';

  override up(): void {
    this.addSql(`
      ALTER TABLE review_case
        DROP CONSTRAINT review_case_subject_type_check,
        ADD CONSTRAINT review_case_subject_type_check CHECK (subject_type IN ('campaign', 'sponsorship_application', 'campaign_update'))`);
  }
}
