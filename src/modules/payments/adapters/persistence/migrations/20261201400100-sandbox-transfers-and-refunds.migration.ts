import { Migration } from '@mikro-orm/migrations';

/**
 * The sandbox keeps a record of the transfers and refunds it made, as Stripe does, so the reconciliation can set
 * the platform's payouts and refunds against the provider's own record in sandbox mode too (a paid payout whose
 * transfer the provider never made, a refund the ledger lacks). One per idempotency key: a retry finds the first.
 * What the sandbox made before it kept records is written from the platform's books (sandbox ids only).
 */
export class SandboxTransfersAndRefundsMigration20261201400100 extends Migration {
  override name = '20261201400100-sandbox-transfers-and-refunds';

  override up(): void {
    this.addSql(`
      CREATE TABLE sandbox_transfer (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        destination text NOT NULL,
        metadata jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX sandbox_transfer_created_idx ON sandbox_transfer (created_at)`);
    this.addSql(`CREATE INDEX sandbox_transfer_payout_idx ON sandbox_transfer ((metadata->>'payoutId'))`);
    this.addSql(`
      CREATE TABLE sandbox_refund (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        payment_intent_id text NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        status text NOT NULL DEFAULT 'succeeded',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX sandbox_refund_created_idx ON sandbox_refund (created_at)`);
    this.addSql(`CREATE INDEX sandbox_refund_payment_idx ON sandbox_refund (payment_intent_id)`);
    this.addSql(`
      INSERT INTO sandbox_transfer (id, idempotency_key, amount_cents, destination, metadata, created_at)
      SELECT provider_transfer_id, 'payout-' || id, amount_cents, destination_account_id,
             jsonb_build_object('payoutId', id::text, 'campaignId', campaign_id::text), coalesce(settled_at, created_at)
        FROM payout WHERE status = 'paid' AND provider_transfer_id LIKE 'tr_sbx_%'
      ON CONFLICT DO NOTHING`);
    this.addSql(`
      INSERT INTO sandbox_refund (id, idempotency_key, payment_intent_id, amount_cents, created_at)
      SELECT 're_sbx_' || substr(encode(sha256(convert_to('refund-' || d.id::text, 'UTF8')), 'hex'), 1, 24), 'refund-' || d.id::text,
             d.payment_intent_id, d.gift_cents + d.tip_cents,
             coalesce((SELECT min(created_at) FROM ledger_entry WHERE transaction_id = 'refund:' || d.id::text), d.completed_at, d.created_at)
        FROM donation d WHERE d.status = 'refunded' AND d.payment_intent_id LIKE 'pi_sbx_%'
      ON CONFLICT DO NOTHING`);
  }

  override down(): void {
    this.addSql(`DROP TABLE sandbox_refund`);
    this.addSql(`DROP TABLE sandbox_transfer`);
  }
}
