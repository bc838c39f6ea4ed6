import { Migration } from '@mikro-orm/migrations';

/**
 * The gifts each organiser was told of (alone, or with the others of a burst in one notice): a gift is told once.
 * The gifts told before this table existed were told one by one, each by a message keyed by its donation.
 */
export class OrganiserGiftNoticesMigration20261130000100 extends Migration {
  override name = '20261130000100-organiser-gift-notices';

  override up(): void {
    this.addSql(`CREATE TABLE organiser_gift_notice (
      donation_id uuid PRIMARY KEY,
      noticed_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`INSERT INTO organiser_gift_notice (donation_id, noticed_at)
      SELECT substring(dedupe_key FROM length('organiser-gift:') + 1)::uuid, created_at FROM outgoing_message
       WHERE template = 'organiser-gift' AND dedupe_key ~ '^organiser-gift:[0-9a-f-]{36}$'
      ON CONFLICT DO NOTHING`);
  }
}
