import { Migration } from '@mikro-orm/migrations';

/** News the organiser posts on a campaign (gone with the campaign when it is deleted). */
export class CampaignUpdatesMigration20261128000300 extends Migration {
  override name = '20261128000300-campaign-updates';

  override up(): void {
    this.addSql(`
      CREATE TABLE campaign_update (
        id uuid PRIMARY KEY,
        campaign_id uuid NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
        author_id uuid NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        image text NULL,
        posted_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX campaign_update_campaign_idx ON campaign_update (campaign_id, posted_at DESC, id DESC)`);
  }
}
