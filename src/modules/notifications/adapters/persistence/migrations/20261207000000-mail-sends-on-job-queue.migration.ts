import { Migration } from '@mikro-orm/migrations';

/**
 * Each email's sends are jobs on the job queue (pg-boss), which claims them: the message's own claim goes. Messages
 * owed when this runs are given their sends by the owed-mail pass once the queue runs.
 */
export class MailSendsOnJobQueueMigration20261207000000 extends Migration {
  override name = '20261207000000-mail-sends-on-job-queue';

  override up(): void {
    this.addSql(`ALTER TABLE outgoing_message DROP COLUMN IF EXISTS claimed_until`);
  }
}
