import { Migration } from '@mikro-orm/migrations';

/** Donors who unsubscribed from a campaign's update emails (one link per campaign and address). */
export class CampaignUpdateOptOutsMigration20261128000500 extends Migration {
  override name = '20261128000500-campaign-update-opt-outs';

  override up(): void {
    this.addSql(`
      CREATE TABLE campaign_update_opt_out (
        campaign_id uuid NOT NULL,
        email text NOT NULL,
        opted_out_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (campaign_id, email)
      )`);
  }
}
