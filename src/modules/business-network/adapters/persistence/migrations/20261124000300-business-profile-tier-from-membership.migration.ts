import { Migration } from '@mikro-orm/migrations';

/**
 * A business's tier is read from its owner's live membership (the directory joins membership), so
 * the copy kept on business_profile, written from two places, goes.
 */
export class BusinessProfileTierFromMembershipMigration20261124000300 extends Migration {
  override name = '20261124000300-business-profile-tier-from-membership';

  override up(): void {
    this.addSql(`ALTER TABLE business_profile DROP COLUMN membership_tier_id`);
  }
}
