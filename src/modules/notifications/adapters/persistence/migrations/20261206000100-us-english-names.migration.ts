import { Migration } from '@mikro-orm/migrations';

/**
 * US English in stored names: the table of gifts each organizer was told of, the organizer's gift notices' template
 * (and the dedupe keys built from it) and the consumer that queues them (its processed keys), so nothing already told
 * or queued is told or queued again under the new names.
 */
export class UsEnglishNamesMigration20261206000100 extends Migration {
  override name = '20261206000100-us-english-names';

  override up(): void {
    this.addSql(`ALTER TABLE organiser_gift_notice RENAME TO organizer_gift_notice`);
    this.addSql(`ALTER INDEX organiser_gift_notice_pkey RENAME TO organizer_gift_notice_pkey`);
    this.addSql(`UPDATE outgoing_message
                    SET template = replace(template, 'organiser-', 'organizer-'),
                        dedupe_key = regexp_replace(dedupe_key, '^organiser-', 'organizer-')
                  WHERE template IN ('organiser-gift', 'organiser-gifts')`);
    this.addSql(`UPDATE processed_message SET consumer = 'notifications.organizer-gift' WHERE consumer = 'notifications.organiser-gift'`);
  }
}
