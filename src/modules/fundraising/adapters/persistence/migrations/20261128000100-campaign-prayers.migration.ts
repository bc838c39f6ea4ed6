import { Migration } from '@mikro-orm/migrations';

/** "I'm praying": one mark per member and campaign (gone with the campaign when it is deleted). */
export class CampaignPrayersMigration20261128000100 extends Migration {
  override name = '20261128000100-campaign-prayers';

  override up(): void {
    this.addSql(`
      CREATE TABLE campaign_prayer (
        campaign_id uuid NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (campaign_id, user_id)
      )`);
  }
}
