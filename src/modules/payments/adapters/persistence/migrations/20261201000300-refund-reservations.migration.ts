import { Migration } from '@mikro-orm/migrations';

/**
 * A refund being made holds its part of the campaign's money from payouts while the provider is asked
 * (`refund_reservation`), decided under the campaign's payout lock without keeping a transaction open across the
 * provider's call. The refund's recording statement deletes it; one whose process died lapses at `expires_at`.
 */
export class RefundReservationsMigration20261201000300 extends Migration {
  override name = '20261201000300-refund-reservations';

  override up(): void {
    this.addSql(`
      CREATE TABLE refund_reservation (
        donation_id uuid PRIMARY KEY,
        campaign_id uuid NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
        expires_at timestamptz NOT NULL
      )`);
    this.addSql(`CREATE INDEX refund_reservation_campaign_idx ON refund_reservation (campaign_id)`);
  }

  override down(): void {
    this.addSql(`DROP TABLE refund_reservation`);
  }
}
