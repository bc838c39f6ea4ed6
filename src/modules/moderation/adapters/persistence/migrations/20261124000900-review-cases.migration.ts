import { Migration } from '@mikro-orm/migrations';

/**
 * Moderation's review queue: one case per campaign and per sponsorship application. Cases are
 * opened from fundraising.campaign-submitted.v1 and creator-hub.sponsorship-applied.v1; what
 * existed before the queue gets its case here, pending or with the decision already taken.
 */
export class ReviewCasesMigration20261124000900 extends Migration {
  override name = '20261124000900-review-cases';

  override up(): void {
    this.addSql(`
      CREATE TABLE review_case (
        id uuid PRIMARY KEY,
        subject_type text NOT NULL CHECK (subject_type IN ('campaign', 'sponsorship_application')),
        subject_id uuid NOT NULL,
        submitted_by uuid NOT NULL,
        label text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'removed')),
        submitted_at timestamptz NOT NULL,
        decided_by uuid NULL,
        decided_at timestamptz NULL,
        reason text NULL,
        CONSTRAINT review_case_subject_key UNIQUE (subject_type, subject_id)
      )`);
    this.addSql(`CREATE INDEX review_case_queue_idx ON review_case (subject_type, status, submitted_at DESC, subject_id DESC)`);
    this.addSql(`
      INSERT INTO review_case (id, subject_type, subject_id, submitted_by, label, status, submitted_at, decided_by, decided_at)
      SELECT gen_random_uuid(), 'campaign', id, owner_id, title, status, created_at, reviewed_by, reviewed_at
        FROM campaign`);
    this.addSql(`
      INSERT INTO review_case (id, subject_type, subject_id, submitted_by, label, status, submitted_at, decided_by, decided_at)
      SELECT gen_random_uuid(), 'sponsorship_application', id, applicant_id, name, status, created_at, reviewed_by, reviewed_at
        FROM sponsorship_application`);
  }
}
