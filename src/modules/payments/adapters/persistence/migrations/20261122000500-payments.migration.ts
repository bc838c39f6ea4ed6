import { Migration } from '@mikro-orm/migrations';

export class PaymentsMigration20261122000500 extends Migration {
  override name = '20261122000500-payments';

  override up(): void {
    this.addSql(`
      CREATE TABLE donation (
        id uuid PRIMARY KEY,
        campaign_id uuid NOT NULL,
        donor_user_id uuid NULL,
        guest_first_name text NULL,
        guest_last_name text NULL,
        guest_email text NULL,
        gift_cents bigint NOT NULL CHECK (gift_cents > 0),
        tip_cents bigint NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
        message text NULL,
        is_anonymous boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
        payment_intent_id text NULL,
        failure_reason text NULL,
        client_key text NOT NULL,
        client_ip text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz NULL,
        CHECK (donor_user_id IS NOT NULL OR guest_email IS NOT NULL)
      )`);
    // Every payment is recorded once: one donation per provider payment.
    this.addSql(`CREATE UNIQUE INDEX donation_payment_intent_key ON donation (payment_intent_id)`);
    this.addSql(`CREATE INDEX donation_campaign_completed_idx ON donation (campaign_id, completed_at DESC) WHERE status = 'completed'`);
    this.addSql(`CREATE INDEX donation_user_idx ON donation (donor_user_id, completed_at DESC) WHERE status = 'completed'`);
    this.addSql(`CREATE INDEX donation_created_idx ON donation (created_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX donation_completed_at_idx ON donation (completed_at) WHERE status = 'completed'`);
    this.addSql(`CREATE INDEX donation_client_ip_idx ON donation (client_ip, created_at)`);
    this.addSql(`CREATE INDEX donation_client_key_failed_idx ON donation (client_key, created_at) WHERE status = 'failed'`);

    // Running totals of completed gifts, changed in the same statement batch as each completion:
    // the dashboard reads one row instead of summing every donation.
    this.addSql(`
      CREATE TABLE donation_totals (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        completed_count bigint NOT NULL DEFAULT 0,
        gift_cents bigint NOT NULL DEFAULT 0,
        tip_cents bigint NOT NULL DEFAULT 0
      )`);
    this.addSql(`INSERT INTO donation_totals (id) VALUES (true)`);
    this.addSql(`
      CREATE TABLE payment_webhook_event (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE payment_customer (
        user_id uuid PRIMARY KEY,
        customer_id text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE membership_subscription (
        id text PRIMARY KEY,
        user_id uuid NOT NULL,
        tier_id uuid NOT NULL,
        price_cents bigint NOT NULL,
        status text NOT NULL,
        current_period_end timestamptz NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX membership_subscription_user_idx ON membership_subscription (user_id, created_at DESC)`);

    // The sandbox gateway's own books (used only when no Stripe keys are configured).
    this.addSql(`
      CREATE TABLE sandbox_payment_intent (
        id text PRIMARY KEY,
        client_secret text NOT NULL UNIQUE,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL,
        status text NOT NULL,
        metadata jsonb NOT NULL,
        idempotency_key text NOT NULL UNIQUE,
        description text NOT NULL,
        last_error text NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE sandbox_subscription (
        id text PRIMARY KEY,
        customer_id text NOT NULL,
        price_cents bigint NOT NULL,
        status text NOT NULL,
        metadata jsonb NOT NULL,
        latest_intent_id text NULL,
        current_period_end timestamptz NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }
}
