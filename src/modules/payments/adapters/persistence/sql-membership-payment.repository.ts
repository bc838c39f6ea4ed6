import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { MembershipPayment } from '../../domain/membership-payment.aggregate.js';
import type { MembershipPaymentRepository } from '../../domain/membership-payment.repository.js';

@Injectable()
export class SqlMembershipPaymentRepository implements MembershipPaymentRepository {
  constructor(private readonly em: EntityManager) {}

  /** One INSERT keyed by the provider's payment: a second notice of the same payment writes nothing and publishes nothing. */
  async add(payment: MembershipPayment): Promise<boolean> {
    const s = payment.toState();
    const inserted = await this.em.execute<{ payment_intent_id: string }[]>(
      `INSERT INTO membership_payment (payment_intent_id, subscription_id, user_id, tier_id, amount_cents, paid_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (payment_intent_id) DO NOTHING RETURNING payment_intent_id`,
      [s.paymentIntentId, s.subscriptionId, s.userId, s.tierId, s.amountCents, s.paidAt],
    );
    if (inserted.length === 0) return false;
    trackAggregate(payment);
    return true;
  }
}
