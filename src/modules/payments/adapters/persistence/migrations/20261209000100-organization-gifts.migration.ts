import { Migration } from '@mikro-orm/migrations';

/**
 * Gifts to organizations (issue 37). A donation is given either to a campaign or to an organization (exactly one);
 * an organization's gift is split across its funds (`donation_allocation`: each fund's part, the donor's order). The
 * ledger gets the funds' account (`fund_funds`, one per fund: `fund_id` set, like `campaign_funds` and
 * `campaign_id`) and the kinds `transfer` (a gift's money leaving at once for the organization's account: a
 * destination charge) and `transfer_reversal` (a refund pulling it back). A payout account belongs to a member or to
 * an organization (exactly one). The sandbox keeps what a destination charge and its refund asked for, as Stripe
 * records them (`on_behalf_of`, `transfer_data.destination`, `application_fee_amount`; `reverse_transfer`,
 * `refund_application_fee`).
 */
export class OrganizationGiftsMigration20261209000100 extends Migration {
  override name = '20261209000100-organization-gifts';

  override up(): void {
    this.addSql(`ALTER TABLE donation ALTER COLUMN campaign_id DROP NOT NULL`);
    this.addSql(`ALTER TABLE donation ADD COLUMN organization_id uuid NULL`);
    this.addSql(`ALTER TABLE donation ADD CONSTRAINT donation_one_recipient CHECK (num_nonnulls(campaign_id, organization_id) = 1)`);
    this.addSql(`CREATE INDEX donation_organization_idx ON donation (organization_id, completed_at) WHERE organization_id IS NOT NULL`);
    this.addSql(`
      CREATE TABLE donation_allocation (
        donation_id uuid NOT NULL REFERENCES donation (id),
        fund_id uuid NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents >= 100),
        position smallint NOT NULL,
        PRIMARY KEY (donation_id, fund_id)
      )`);
    this.addSql(`CREATE INDEX donation_allocation_fund_idx ON donation_allocation (fund_id)`);

    this.addSql(`ALTER TABLE ledger_entry ADD COLUMN fund_id uuid NULL`);
    this.addSql(`ALTER TABLE ledger_entry DROP CONSTRAINT IF EXISTS ledger_entry_account_check`);
    this.addSql(`ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_account_check
      CHECK (account IN ('provider_balance', 'campaign_funds', 'fund_funds', 'platform_tips', 'processing_fees'))`);
    this.addSql(`ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_fund_check CHECK ((account = 'fund_funds') = (fund_id IS NOT NULL))`);
    this.addSql(`ALTER TABLE ledger_entry DROP CONSTRAINT IF EXISTS ledger_entry_kind_check`);
    this.addSql(`ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_kind_check
      CHECK (kind IN ('gift', 'tip', 'fee', 'payout', 'refund', 'reversal', 'refund_after_payout', 'transfer', 'transfer_reversal'))`);
    this.addSql(`CREATE INDEX ledger_entry_fund_idx ON ledger_entry (fund_id, kind) WHERE fund_id IS NOT NULL`);

    this.addSql(`ALTER TABLE payout_account DROP CONSTRAINT payout_account_pkey`);
    this.addSql(`ALTER TABLE payout_account ALTER COLUMN member_id DROP NOT NULL`);
    this.addSql(`ALTER TABLE payout_account ADD CONSTRAINT payout_account_member_key UNIQUE (member_id)`);
    this.addSql(`ALTER TABLE payout_account ADD COLUMN organization_id uuid NULL UNIQUE`);
    this.addSql(`ALTER TABLE payout_account ADD CONSTRAINT payout_account_one_owner CHECK (num_nonnulls(member_id, organization_id) = 1)`);
    this.addSql(`ALTER TABLE payout_account ADD PRIMARY KEY (provider_account_id)`);

    this.addSql(`ALTER TABLE sandbox_payment_intent ADD COLUMN on_behalf_of text NULL, ADD COLUMN application_fee_cents bigint NULL`);
    this.addSql(`ALTER TABLE sandbox_refund ADD COLUMN reverse_transfer boolean NOT NULL DEFAULT false`);
  }
}
