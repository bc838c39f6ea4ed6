import { Migration } from '@mikro-orm/migrations';

/**
 * Payouts made safe against a slow provider and several instances ("Trust, round 2"): `transfer_claimed_until`
 * is the claim of whoever is asking the provider for the payout's transfer (the sweep leaves a claimed payout
 * alone), `requested_by` the administrator who paid out a campaign whose organizer closed their account.
 * `ledger_entry.approved_by` names the administrator who approved a line the platform covers (a refund larger
 * than what the campaign still held).
 */
export class PayoutTransferClaimsMigration20261201000100 extends Migration {
  override name = '20261201000100-payout-transfer-claims';

  override up(): void {
    this.addSql(`ALTER TABLE payout ADD COLUMN transfer_claimed_until timestamptz, ADD COLUMN requested_by uuid`);
    this.addSql(`ALTER TABLE ledger_entry ADD COLUMN approved_by uuid`);
  }

  override down(): void {
    this.addSql(`ALTER TABLE ledger_entry DROP COLUMN approved_by`);
    this.addSql(`ALTER TABLE payout DROP COLUMN transfer_claimed_until, DROP COLUMN requested_by`);
  }
}
