import { Migration } from '@mikro-orm/migrations';

/** The notifications context's message log: every email owed, queued until the mail server accepted it. */
export class OutgoingMessagesMigration20261129000100 extends Migration {
  override name = '20261129000100-outgoing-messages';

  override up(): void {
    this.addSql(`CREATE TABLE outgoing_message (
      id uuid PRIMARY KEY,
      dedupe_key text NOT NULL,
      template text NOT NULL,
      source_event_type text NOT NULL,
      source_event_id uuid NOT NULL,
      recipient_email text NULL,
      recipient_user_id uuid NULL,
      subject text NOT NULL,
      body_text text NULL,
      body_html text NULL,
      state text NOT NULL CHECK (state IN ('queued', 'retrying', 'sent', 'failed', 'cancelled')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text NULL,
      next_attempt_at timestamptz NOT NULL,
      claimed_until timestamptz NULL,
      created_at timestamptz NOT NULL,
      sent_at timestamptz NULL
    )`);
    this.addSql(`CREATE UNIQUE INDEX outgoing_message_dedupe ON outgoing_message (dedupe_key)`);
    this.addSql(`CREATE INDEX outgoing_message_due ON outgoing_message (next_attempt_at) WHERE state IN ('queued', 'retrying')`);
    this.addSql(`CREATE INDEX outgoing_message_recent ON outgoing_message (created_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX outgoing_message_recipient ON outgoing_message (lower(recipient_email))`);
    this.addSql(`CREATE INDEX outgoing_message_user ON outgoing_message (recipient_user_id) WHERE recipient_user_id IS NOT NULL`);
  }
}
