import { Migration } from '@mikro-orm/migrations';

/**
 * A queued message keeps what it says (its description: greeting, parts, links; about 1 KB of JSON for a receipt)
 * instead of its HTML and plain text (about 7 KB), and is laid out when sent: each gift's receipt was written,
 * compressed, logged and read back at that size (WAL 15.5 KB a gift, 13.3 without the HTML). Messages queued before
 * keep their rendering, sent as it is. The one-click unsubscribe address is part of the description.
 */
export class OutgoingMessageBodyMigration20261205000100 extends Migration {
  override name = '20261205000100-outgoing-message-body';

  override up(): void {
    this.addSql(`ALTER TABLE outgoing_message ADD COLUMN body json NULL`);
    this.addSql(`UPDATE outgoing_message
                    SET body = json_build_object('rendered', json_build_object('subject', subject, 'text', body_text, 'html', body_html, 'oneClickUnsubscribeUrl', list_unsubscribe_url))
                  WHERE body_text IS NOT NULL AND body_html IS NOT NULL`);
    this.addSql(`ALTER TABLE outgoing_message DROP COLUMN body_text, DROP COLUMN body_html, DROP COLUMN list_unsubscribe_url`);
  }
}
