import { Migration } from '@mikro-orm/migrations';

/** The organiser's time zone for a campaign's end date; campaigns from before it end as they did, in UTC. */
export class CampaignEndTimeZoneMigration20261127000300 extends Migration {
  override name = '20261127000300-campaign-end-time-zone';

  override up(): void {
    this.addSql(`ALTER TABLE campaign ADD COLUMN end_time_zone text NULL`);
  }
}
