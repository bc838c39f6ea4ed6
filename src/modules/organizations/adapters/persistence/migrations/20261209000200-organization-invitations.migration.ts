import { Migration } from '@mikro-orm/migrations';

/**
 * Email invitations to an organization's team for people without an account (issue 37): one per address per
 * organization; a used one is deleted (the membership remains). Only the link secret's SHA-256 is kept.
 */
export class OrganizationInvitationsMigration20261209000200 extends Migration {
  override name = '20261209000200-organization-invitations';

  override up(): void {
    this.addSql(`
      CREATE TABLE organization_invitation (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organization (id),
        email text NOT NULL CHECK (email = lower(email)),
        role text NOT NULL CHECK (role IN ('admin', 'treasurer', 'counter')),
        token_hash text NOT NULL UNIQUE,
        invited_by uuid NOT NULL,
        invited_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        UNIQUE (organization_id, email)
      )`);
  }
}
