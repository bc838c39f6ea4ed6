import { Migration } from '@mikro-orm/migrations';

export class BusinessNetworkMigration20261122000300 extends Migration {
  override name = '20261122000300-business-network';

  override up(): void {
    this.addSql(`
      CREATE TABLE business_profile (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        company_name text NOT NULL,
        industry text NOT NULL,
        description text NOT NULL,
        website text NULL,
        location text NOT NULL,
        phone text NULL,
        email text NULL,
        logo text NULL,
        networking_goals text NULL,
        services jsonb NOT NULL DEFAULT '[]'::jsonb,
        membership_tier_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE UNIQUE INDEX business_profile_owner_key ON business_profile (owner_id)`);
    this.addSql(`CREATE INDEX business_profile_industry_idx ON business_profile (industry)`);
  }
}
