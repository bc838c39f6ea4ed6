import { Migration } from '@mikro-orm/migrations';

/** Registered organizations are reviewed too: a case per organization, verified or rejected (issue 37). */
export class ReviewOrganizationsMigration20261208000200 extends Migration {
  override name = '20261208000200-review-organizations';

  override up(): void {
    this.addSql(`
      ALTER TABLE review_case
        DROP CONSTRAINT review_case_subject_type_check,
        ADD CONSTRAINT review_case_subject_type_check
          CHECK (subject_type IN ('campaign', 'sponsorship_application', 'campaign_update', 'organization'))`);
  }
}
