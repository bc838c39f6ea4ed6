import { Migration } from '@mikro-orm/migrations';

/** Tiers (seeded), members' memberships, and the founding-member places. */
export class MembershipMigration20261122000600 extends Migration {
  override name = '20261122000600-membership';

  override up(): void {
    this.addSql(`
      CREATE TABLE membership_tier (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        price_cents bigint NOT NULL CHECK (price_cents > 0),
        description text NOT NULL,
        features jsonb NOT NULL,
        sort_order integer NOT NULL,
        is_active boolean NOT NULL DEFAULT true
      )`);
    this.addSql(`
      INSERT INTO membership_tier (id, name, price_cents, description, features, sort_order) VALUES
      ('6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b01', 'Basic Membership', 900,
       'List your business in the Christian business directory and start connecting.',
       '["Business listing in the directory", "Company logo and services on your profile", "Member badge on your listing", "Monthly community newsletter"]', 1),
      ('6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b02', 'Professional Membership', 2900,
       'Stand out in the directory and grow through networking events and referrals.',
       '["Everything in Basic", "Priority placement in directory search", "Professional tier badge", "Quarterly virtual networking events", "Referral introductions from members"]', 2),
      ('6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b03', 'Executive Membership', 9900,
       'For established leaders: the top of the directory, mentoring and sponsorship.',
       '["Everything in Professional", "Top placement in the directory", "Executive tier badge", "One-to-one mentoring sessions", "Featured spotlight on the home page", "Sponsorship opportunities with creators"]', 3)`);
    this.addSql(`
      CREATE TABLE membership (
        user_id uuid PRIMARY KEY,
        tier_id uuid NOT NULL REFERENCES membership_tier (id),
        subscription_id text NOT NULL,
        status text NOT NULL,
        current_period_end timestamptz NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE founding_member (
        user_id uuid PRIMARY KEY,
        seat integer NOT NULL UNIQUE CHECK (seat BETWEEN 1 AND 100),
        claimed_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`ALTER TABLE business_profile ADD CONSTRAINT business_profile_tier_fk FOREIGN KEY (membership_tier_id) REFERENCES membership_tier (id)`);
  }
}
