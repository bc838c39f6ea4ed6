import { Migration } from '@mikro-orm/migrations';

/** An organization's campaigns (issue 37): the organization whose campaign it is, for its page and its payouts. */
export class OrganizationCampaignsMigration20261209000300 extends Migration {
  override name = '20261209000300-organization-campaigns';

  override up(): void {
    this.addSql(`ALTER TABLE campaign ADD COLUMN organization_id uuid NULL`);
    this.addSql(`CREATE INDEX campaign_organization_idx ON campaign (organization_id, created_at DESC) WHERE organization_id IS NOT NULL`);
  }
}
