import { Migration } from '@mikro-orm/migrations';

/** Words of support a campaign's organiser hid from its page (the gift and its message are kept). */
export class HiddenSupportMessagesMigration20261128000200 extends Migration {
  override name = '20261128000200-hidden-support-messages';

  override up(): void {
    this.addSql(`
      CREATE TABLE hidden_support_message (
        donation_id uuid PRIMARY KEY REFERENCES donation (id) ON DELETE CASCADE,
        hidden_by uuid NOT NULL,
        hidden_at timestamptz NOT NULL DEFAULT now()
      )`);
  }
}
