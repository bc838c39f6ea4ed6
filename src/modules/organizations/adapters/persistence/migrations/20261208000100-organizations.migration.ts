import { Migration } from '@mikro-orm/migrations';

/** Organizations (churches, ministries, nonprofits), their teams and their funds (issue 37). */
export class OrganizationsMigration20261208000100 extends Migration {
  override name = '20261208000100-organizations';

  override up(): void {
    this.addSql(`
      CREATE TABLE organization (
        id uuid PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('church', 'ministry', 'nonprofit')),
        ein text NOT NULL CHECK (ein ~ '^[0-9]{2}-[0-9]{7}$'),
        city text NOT NULL,
        state text NOT NULL,
        website text,
        logo_url text,
        status text NOT NULL CHECK (status IN ('pending', 'verified', 'rejected')),
        registered_by uuid NOT NULL,
        registered_at timestamptz NOT NULL,
        decided_by uuid,
        decided_at timestamptz,
        rejection_reason text
      )`);
    this.addSql(`CREATE INDEX organization_status_idx ON organization (status, registered_at DESC)`);
    this.addSql(`
      CREATE TABLE organization_member (
        organization_id uuid NOT NULL REFERENCES organization (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'treasurer', 'counter')),
        added_at timestamptz NOT NULL,
        PRIMARY KEY (organization_id, user_id)
      )`);
    this.addSql(`CREATE INDEX organization_member_user_idx ON organization_member (user_id)`);
    this.addSql(`
      CREATE TABLE organization_fund (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organization (id) ON DELETE CASCADE,
        name text NOT NULL,
        description text,
        position integer NOT NULL,
        created_at timestamptz NOT NULL,
        archived_at timestamptz
      )`);
    // One active fund of a name per organization (case-insensitive); archived ones keep theirs.
    this.addSql(`CREATE UNIQUE INDEX organization_fund_active_name_key ON organization_fund (organization_id, lower(name)) WHERE archived_at IS NULL`);
  }
}
