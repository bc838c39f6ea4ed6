import { Migration } from '@mikro-orm/migrations';

/** How many rows the platform's running totals are spread over (MikroOrmDonationRepository picks one per gift). */
const DONATION_TOTALS_SHARDS = 16;

/**
 * The platform's running totals (completed gifts, gift and tip cents) were one row that every
 * completion and refund updated: every gift on the platform queued behind its lock. They are now
 * spread over DONATION_TOTALS_SHARDS rows; a gift always lands in the shard its id picks (the same
 * shard for its refund), the figures are their sum, and no two gifts wait for each other unless
 * their ids pick the same shard.
 */
export class DonationTotalsShardsMigration20261129001510 extends Migration {
  override name = '20261129001510-donation-totals-shards';

  override up(): void {
    this.addSql(`
      CREATE TABLE donation_totals_shard (
        shard smallint PRIMARY KEY CHECK (shard >= 0 AND shard < ${DONATION_TOTALS_SHARDS}),
        completed_count bigint NOT NULL DEFAULT 0,
        gift_cents bigint NOT NULL DEFAULT 0,
        tip_cents bigint NOT NULL DEFAULT 0
      )`);
    this.addSql(`INSERT INTO donation_totals_shard (shard) SELECT s FROM generate_series(0, ${DONATION_TOTALS_SHARDS - 1}) AS s`);
    this.addSql(`
      UPDATE donation_totals_shard s SET completed_count = t.completed_count, gift_cents = t.gift_cents, tip_cents = t.tip_cents
        FROM donation_totals t WHERE s.shard = 0`);
    this.addSql(`DROP TABLE donation_totals`);
  }

  override down(): void {
    this.addSql(`
      CREATE TABLE donation_totals (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        completed_count bigint NOT NULL DEFAULT 0,
        gift_cents bigint NOT NULL DEFAULT 0,
        tip_cents bigint NOT NULL DEFAULT 0
      )`);
    this.addSql(`
      INSERT INTO donation_totals (id, completed_count, gift_cents, tip_cents)
      SELECT true, coalesce(sum(completed_count), 0), coalesce(sum(gift_cents), 0), coalesce(sum(tip_cents), 0) FROM donation_totals_shard`);
    this.addSql(`DROP TABLE donation_totals_shard`);
  }
}
