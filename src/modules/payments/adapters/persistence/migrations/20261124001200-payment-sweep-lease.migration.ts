import { Migration } from '@mikro-orm/migrations';

/** Leases for payments' background work: one instance at a time sweeps unrecorded payments. */
export class PaymentSweepLeaseMigration20261124001200 extends Migration {
  override name = '20261124001200-payment-sweep-lease';

  override up(): void {
    this.addSql(`
      CREATE TABLE payment_job_lease (
        name text PRIMARY KEY,
        holder text NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
  }

  override down(): void {
    this.addSql(`DROP TABLE payment_job_lease`);
  }
}
