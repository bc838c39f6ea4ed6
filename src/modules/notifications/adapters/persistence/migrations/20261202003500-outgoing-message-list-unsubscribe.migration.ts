import { Migration } from '@mikro-orm/migrations';

/**
 * A bulk message (a campaign's update email) keeps the address its List-Unsubscribe header names, where a mail
 * provider's one-click unsubscribe POSTs (RFC 8058). It names the recipient's address, so it is erased with them.
 */
export class OutgoingMessageListUnsubscribeMigration20261202003500 extends Migration {
  override name = '20261202003500-outgoing-message-list-unsubscribe';

  override up(): void {
    this.addSql(`ALTER TABLE outgoing_message ADD COLUMN list_unsubscribe_url text NULL`);
  }
}
