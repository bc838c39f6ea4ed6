import { Migration } from '@mikro-orm/migrations';

/** The outbox, the consumers' processed keys and the session store. */
export class SharedKernelMigration20261122000000 extends Migration {
  override name = '20261122000000-shared-kernel';

  override up(): void {
    this.addSql(`
      CREATE TABLE outbox_message (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        available_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text NULL
      )`);
    this.addSql(`CREATE INDEX outbox_message_pending_idx ON outbox_message (available_at, occurred_at) WHERE processed_at IS NULL`);
    this.addSql(`
      CREATE TABLE processed_message (
        consumer text NOT NULL,
        message_id uuid NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, message_id)
      )`);
    // The table connect-pg-simple expects.
    this.addSql(`
      CREATE TABLE "session" (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    this.addSql(`CREATE INDEX session_expire_idx ON "session" (expire)`);
  }
}
