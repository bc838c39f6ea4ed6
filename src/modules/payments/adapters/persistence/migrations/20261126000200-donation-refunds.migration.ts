import { Migration } from '@mikro-orm/migrations';

/** A completed gift may be refunded: status 'refunded' (its refund's lines are in the ledger). */
export class DonationRefundsMigration20261126000200 extends Migration {
  override name = '20261126000200-donation-refunds';

  override up(): void {
    this.addSql(`ALTER TABLE donation DROP CONSTRAINT donation_status_check`);
    this.addSql(`ALTER TABLE donation ADD CONSTRAINT donation_status_check CHECK (status IN ('pending', 'completed', 'failed', 'refunded'))`);
  }

  override down(): void {
    this.addSql(`ALTER TABLE donation DROP CONSTRAINT donation_status_check`);
    this.addSql(`ALTER TABLE donation ADD CONSTRAINT donation_status_check CHECK (status IN ('pending', 'completed', 'failed'))`);
  }
}
