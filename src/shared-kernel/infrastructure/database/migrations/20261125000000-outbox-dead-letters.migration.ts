import { Migration } from '@mikro-orm/migrations';

/**
 * Dead letters and retention: a message that failed too often is marked dead (kept, with its last
 * error, for an admin to retry); processed messages and keys are deleted after the retention period.
 */
export class OutboxDeadLettersMigration20261125000000 extends Migration {
  override name = '20261125000000-outbox-dead-letters';

  override up(): void {
    this.addSql(`ALTER TABLE outbox_message ADD COLUMN dead_at timestamptz NULL`);
    // The relay's claim skips dead messages: the pending index no longer holds them.
    this.addSql(`DROP INDEX outbox_message_pending_idx`);
    this.addSql(
      `CREATE INDEX outbox_message_pending_idx ON outbox_message (available_at, occurred_at) WHERE processed_at IS NULL AND dead_at IS NULL`,
    );
    // The admins' dead-letter list, newest first (keyset: dead_at, id).
    this.addSql(`CREATE INDEX outbox_message_dead_idx ON outbox_message (dead_at DESC, id DESC) WHERE dead_at IS NOT NULL`);
    // The retention job's scans.
    this.addSql(`CREATE INDEX outbox_message_processed_idx ON outbox_message (processed_at) WHERE processed_at IS NOT NULL`);
    this.addSql(`CREATE INDEX processed_message_processed_at_idx ON processed_message (processed_at)`);
  }
}
