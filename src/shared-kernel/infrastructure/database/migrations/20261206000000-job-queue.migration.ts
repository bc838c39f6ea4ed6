import { Migration } from '@mikro-orm/migrations';
import { getConstructionPlans } from 'pg-boss';
import { JOB_QUEUE_SCHEMA } from '../../jobs/job-queue-schema.js';

/**
 * The job queue's tables (pg-boss, in a schema of its own), made with the rest of the database: an instance
 * starting finds them ready, and a later pg-boss brings its own upgrade when it starts. Replaces the payments
 * context's lease table and the creator hub's record of its job runs: every periodic job now runs once a period
 * across instances through the queue.
 */
export class JobQueueMigration20261206000000 extends Migration {
  override name = '20261206000000-job-queue';

  override up(): void {
    // The plans open and commit a transaction of their own; here they run in the migration's.
    this.addSql(getConstructionPlans(JOB_QUEUE_SCHEMA).replace(/^\s*BEGIN;/, '').replace(/COMMIT;\s*$/, ''));
    this.addSql(`DROP TABLE payment_job_lease`);
    this.addSql(`DROP TABLE scheduled_job_run`);
  }

  override down(): void {
    this.addSql(`DROP SCHEMA ${JOB_QUEUE_SCHEMA} CASCADE`);
    this.addSql(`CREATE TABLE scheduled_job_run (job text PRIMARY KEY, last_run_at timestamptz NOT NULL)`);
    this.addSql(`CREATE TABLE payment_job_lease (name text PRIMARY KEY, holder text NOT NULL, expires_at timestamptz NOT NULL)`);
  }
}
