import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MembershipSubscription, type MembershipSubscriptionRepository } from '../../domain/membership-subscription.js';
import type { CustomerAccountStore } from '../../application/customer-accounts.js';

@Injectable()
export class MikroOrmMembershipSubscriptionRepository implements MembershipSubscriptionRepository {
  constructor(private readonly em: EntityManager) {}

  async add(subscription: MembershipSubscription): Promise<void> {
    this.em.persist(subscription);
    await this.em.flush();
  }

  findById(id: string): Promise<MembershipSubscription | null> {
    return this.em.findOne(MembershipSubscription, { id }, { refresh: true });
  }

  findCurrentForUser(userId: string): Promise<MembershipSubscription | null> {
    return this.em.findOne(
      MembershipSubscription,
      { userId, status: { $in: ['active', 'past_due', 'trialing'] } },
      { orderBy: { createdAt: 'desc' }, refresh: true },
    );
  }

  async updateState(id: string, state: { status: string; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean }): Promise<void> {
    await this.em.execute(
      `UPDATE membership_subscription SET status = ?, current_period_end = ?, cancel_at_period_end = ?, updated_at = now() WHERE id = ?`,
      [state.status, state.currentPeriodEnd, state.cancelAtPeriodEnd, id],
    );
  }
}

@Injectable()
export class SqlCustomerAccountStore implements CustomerAccountStore {
  constructor(private readonly em: EntityManager) {}

  async find(userId: string): Promise<string | null> {
    const rows = await this.em.execute<{ customer_id: string }[]>(`SELECT customer_id FROM payment_customer WHERE user_id = ?`, [userId]);
    return rows[0]?.customer_id ?? null;
  }

  async remember(userId: string, customerId: string): Promise<void> {
    await this.em.execute(`INSERT INTO payment_customer (user_id, customer_id) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING`, [
      userId,
      customerId,
    ]);
  }
}
