import { Migration } from '@mikro-orm/migrations';

/**
 * When the first gift to a campaign was started (payments.donation-started.v1): from then on money may
 * be in flight, so taking the campaign down archives it instead of deleting it. Campaigns that
 * already hold gifts or pending donations are marked from payments' table once, here.
 */
export class CampaignDonationsStartedMigration20261125000300 extends Migration {
  override name = '20261125000300-campaign-donations-started';

  override up(): void {
    this.addSql(`ALTER TABLE campaign ADD COLUMN donations_started_at timestamptz NULL`);
    this.addSql(
      `UPDATE campaign c SET donations_started_at = d.first_at
         FROM (SELECT campaign_id, min(created_at) AS first_at FROM donation GROUP BY campaign_id) d
        WHERE d.campaign_id = c.id`,
    );
  }
}
