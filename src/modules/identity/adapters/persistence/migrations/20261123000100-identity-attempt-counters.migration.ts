import { Migration } from '@mikro-orm/migrations';

/**
 * Attempts (sign-ins, registrations) are counted, not logged: one row per key holding the count of
 * the current window, incremented atomically before the attempt is evaluated. Replaces
 * login_failure, which was written only after a failed attempt and so let a burst through.
 */
export class IdentityAttemptCountersMigration20261123000100 extends Migration {
  override name = '20261123000100-identity-attempt-counters';

  override up(): void {
    this.addSql(`
      CREATE TABLE attempt_counter (
        key text PRIMARY KEY,
        count integer NOT NULL,
        window_started_at timestamptz NOT NULL
      )`);
    this.addSql(`CREATE INDEX attempt_counter_window_idx ON attempt_counter (window_started_at)`);
    this.addSql(`DROP TABLE login_failure`);
  }
}
