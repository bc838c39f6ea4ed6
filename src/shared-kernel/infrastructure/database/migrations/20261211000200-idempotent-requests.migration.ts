import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotent writes (issue 39): a POST sent with an `Idempotency-Key` keeps its first answer for 24 hours per key and
 * caller (a member, an API key, or an anonymous address), with a hash of what was asked, so a retry gets the same answer
 * instead of doing the work twice.
 */
export class IdempotentRequestsMigration20261211000200 extends Migration {
  override name = '20261211000200-idempotent-requests';

  override up(): void {
    this.addSql(`
      CREATE TABLE idempotent_request (
        caller text NOT NULL,
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
        request_hash text NOT NULL,
        status smallint,
        body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (caller, key)
      )`);
    this.addSql(`CREATE INDEX idempotent_request_created_idx ON idempotent_request (created_at)`);
  }
}
