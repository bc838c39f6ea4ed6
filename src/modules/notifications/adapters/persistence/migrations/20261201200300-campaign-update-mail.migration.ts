import { Migration } from '@mikro-orm/migrations';

/**
 * At most one update email per campaign a day: campaign_update_mail_day holds the days a campaign's donors got
 * theirs (its key is the rule); campaign_update_waiting holds approved updates waiting for the next day's email,
 * each with the event that published it. Sending deletes them in the transaction that queues the emails.
 */
export class CampaignUpdateMailMigration20261201200300 extends Migration {
  override name = '20261201200300-campaign-update-mail';

  override up(): void {
    this.addSql(`
      CREATE TABLE campaign_update_mail_day (
        campaign_id uuid NOT NULL,
        day date NOT NULL,
        sent_at timestamptz NOT NULL,
        PRIMARY KEY (campaign_id, day)
      )`);
    this.addSql(`
      CREATE TABLE campaign_update_waiting (
        update_id uuid PRIMARY KEY,
        campaign_id uuid NOT NULL,
        event_id uuid NOT NULL,
        occurred_at timestamptz NOT NULL,
        payload jsonb NOT NULL,
        due_at timestamptz NOT NULL
      )`);
    this.addSql(`CREATE INDEX campaign_update_waiting_campaign_idx ON campaign_update_waiting (campaign_id)`);
    this.addSql(`CREATE INDEX campaign_update_waiting_due_idx ON campaign_update_waiting (due_at)`);
  }
}
