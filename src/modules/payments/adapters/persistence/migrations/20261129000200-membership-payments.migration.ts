import { Migration } from '@mikro-orm/migrations';

/** Each paid month of a membership, once per provider payment (its receipt goes out once). */
export class MembershipPaymentsMigration20261129000200 extends Migration {
  override name = '20261129000200-membership-payments';

  override up(): void {
    this.addSql(`CREATE TABLE membership_payment (
      payment_intent_id text PRIMARY KEY,
      subscription_id text NOT NULL,
      user_id uuid NOT NULL,
      tier_id uuid NOT NULL,
      amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
      paid_at timestamptz NOT NULL
    )`);
    this.addSql(`CREATE INDEX membership_payment_user ON membership_payment (user_id, paid_at DESC)`);
  }
}
