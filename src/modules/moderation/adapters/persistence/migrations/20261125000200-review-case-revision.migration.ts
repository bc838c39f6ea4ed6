import { Migration } from '@mikro-orm/migrations';

/** A campaign's case may review an edit of the approved campaign (under_revision) instead of the campaign itself. */
export class ReviewCaseRevisionMigration20261125000200 extends Migration {
  override name = '20261125000200-review-case-revision';

  override up(): void {
    this.addSql(`ALTER TABLE review_case ADD COLUMN under_revision boolean NOT NULL DEFAULT false`);
  }
}
