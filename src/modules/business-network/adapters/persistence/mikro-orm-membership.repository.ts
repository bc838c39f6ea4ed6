import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import { LIVE_STATUSES, Membership } from '../../domain/membership.aggregate.js';
import type { MembershipRepository } from '../../domain/membership.repository.js';
import { MembershipRecord } from './membership.schema.js';

const LIVE = LIVE_STATUSES.map((s) => `'${s}'`).join(', ');

@Injectable()
export class MikroOrmMembershipRepository implements MembershipRepository {
  constructor(private readonly em: EntityManager) {}

  async findByUser(userId: string): Promise<Membership | null> {
    const record = await this.em.findOne(MembershipRecord, { userId }, { disableIdentityMap: true });
    return record
      ? Membership.restore({
          userId: record.userId,
          tierId: record.tierId,
          subscriptionId: record.subscriptionId,
          status: record.status,
          currentPeriodEnd: record.currentPeriodEnd,
          cancelAtPeriodEnd: record.cancelAtPeriodEnd,
        })
      : null;
  }

  /**
   * One statement that keeps the membership rule even when two notices race: a row about another
   * subscription is only replaced when that one is no longer live.
   */
  async save(membership: Membership): Promise<void> {
    trackAggregate(membership);
    const s = membership.toState();
    await this.em.execute(
      `INSERT INTO membership (user_id, tier_id, subscription_id, status, current_period_end, cancel_at_period_end, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, now())
       ON CONFLICT (user_id) DO UPDATE
          SET tier_id = excluded.tier_id, subscription_id = excluded.subscription_id, status = excluded.status,
              current_period_end = excluded.current_period_end, cancel_at_period_end = excluded.cancel_at_period_end,
              updated_at = now()
        WHERE membership.subscription_id = excluded.subscription_id OR membership.status NOT IN (${LIVE})`,
      [s.userId, s.tierId, s.subscriptionId, s.status, s.currentPeriodEnd, s.cancelAtPeriodEnd],
    );
  }
}
