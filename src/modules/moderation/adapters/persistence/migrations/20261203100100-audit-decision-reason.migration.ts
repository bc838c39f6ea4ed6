import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail keeps a rejection's reason (issue 35). Decisions recorded before it get the reason their review
 * case still holds (the latest decision on each subject), the others none.
 */
export class AuditDecisionReasonMigration20261203100100 extends Migration {
  override name = '20261203100100-audit-decision-reason';

  override up(): void {
    this.addSql(`ALTER TABLE moderation_decision ADD COLUMN reason text NULL`);
    this.addSql(`
      UPDATE moderation_decision d
         SET reason = c.reason
        FROM review_case c
       WHERE c.subject_type = d.subject_type AND c.subject_id = d.subject_id
         AND c.decided_at = d.decided_at AND c.reason IS NOT NULL
         AND d.action LIKE '%rejected'`);
  }
}
