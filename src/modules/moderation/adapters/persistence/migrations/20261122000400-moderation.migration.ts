import { Migration } from '@mikro-orm/migrations';

export class ModerationMigration20261122000400 extends Migration {
  override name = '20261122000400-moderation';

  override up(): void {
    this.addSql(`
      CREATE TABLE moderation_decision (
        id uuid PRIMARY KEY,
        admin_id uuid NOT NULL,
        action text NOT NULL,
        subject_type text NOT NULL,
        subject_id uuid NOT NULL,
        subject_label text NOT NULL,
        decided_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX moderation_decision_decided_idx ON moderation_decision (decided_at DESC)`);
    this.addSql(`CREATE INDEX moderation_decision_subject_idx ON moderation_decision (subject_type, subject_id)`);
  }
}
