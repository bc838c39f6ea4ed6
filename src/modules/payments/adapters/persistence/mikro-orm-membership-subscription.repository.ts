import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate, unitScope } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { MembershipSubscription } from '../../domain/membership-subscription.aggregate.js';
import { LIVE_SUBSCRIPTION_STATUSES } from '../../domain/subscription-status.js';
import type { MembershipSubscriptionRepository } from '../../domain/membership-subscription.repository.js';
import { MembershipSubscriptionRecord } from './membership-subscription.schema.js';
import { MembershipSubscriptionMapper } from './membership-subscription.mapper.js';

@Injectable()
export class MikroOrmMembershipSubscriptionRepository implements MembershipSubscriptionRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * One statement: inserts a new subscription, or writes the provider's state when it differs
   * from the stored one and is not older than it (updated_at is when the provider was asked: an
   * answer fetched earlier never overwrites one fetched later). Two notices syncing the same change at once both decide "changed"; only
   * the one whose statement wrote hands the aggregate (and its event) to the unit of work, so the
   * change is published once.
   */
  async save(subscription: MembershipSubscription): Promise<void> {
    if (!unitScope.current()) throw new Error('MembershipSubscription saved outside a unit of work');
    const r = MembershipSubscriptionMapper.toRecord(subscription);
    const rows = await this.em.execute<{ id: string }[]>(
      `INSERT INTO membership_subscription
              (id, user_id, tier_id, price_cents, status, current_period_end, cancel_at_period_end, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE
          SET status = excluded.status,
              current_period_end = excluded.current_period_end,
              cancel_at_period_end = excluded.cancel_at_period_end,
              updated_at = excluded.updated_at
        WHERE (membership_subscription.status, membership_subscription.current_period_end, membership_subscription.cancel_at_period_end)
              IS DISTINCT FROM (excluded.status, excluded.current_period_end, excluded.cancel_at_period_end)
          AND membership_subscription.updated_at <= excluded.updated_at
       RETURNING id`,
      [r.id, r.userId, r.tierId, r.priceCents, r.status, r.currentPeriodEnd, r.cancelAtPeriodEnd, r.createdAt, r.updatedAt],
    );
    if (rows.length === 1) trackAggregate(subscription);
  }

  async findById(id: string): Promise<MembershipSubscription | null> {
    const record = await this.em.findOne(MembershipSubscriptionRecord, { id }, { disableIdentityMap: true });
    return record && MembershipSubscriptionMapper.toDomain(record);
  }

  async lockForUser(userId: string): Promise<void> {
    if (!this.em.isInTransaction()) throw new Error("A member's subscriptions are locked inside a unit of work");
    await this.em.execute(`SELECT pg_advisory_xact_lock(hashtext('membership-subscription'), hashtext(?))`, [userId]);
  }

  async findOpenForUser(userId: string): Promise<MembershipSubscription | null> {
    const record = await this.em.findOne(
      MembershipSubscriptionRecord,
      { userId, status: { $in: ['incomplete', ...LIVE_SUBSCRIPTION_STATUSES] } },
      { orderBy: { createdAt: 'desc' }, disableIdentityMap: true },
    );
    return record && MembershipSubscriptionMapper.toDomain(record);
  }

  async findCurrentForUser(userId: string): Promise<MembershipSubscription | null> {
    const record = await this.em.findOne(
      MembershipSubscriptionRecord,
      { userId, status: { $in: [...LIVE_SUBSCRIPTION_STATUSES] } },
      { orderBy: { createdAt: 'desc' }, disableIdentityMap: true },
    );
    return record && MembershipSubscriptionMapper.toDomain(record);
  }
}
