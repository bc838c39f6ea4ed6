import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FoundingProgrammeStore } from '../../application/founding-programme.js';
import type { MembershipTier, MembershipTierCatalog } from '../../application/membership-tiers.js';
import type { MembershipState, MembershipStore } from '../../application/memberships.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface TierRow {
  id: string;
  name: string;
  price_cents: string;
  description: string;
  features: string[] | string;
}

function toTier(row: TierRow): MembershipTier {
  return {
    id: row.id,
    name: row.name,
    priceCents: Number(row.price_cents),
    description: row.description,
    features: typeof row.features === 'string' ? JSON.parse(row.features) : row.features,
  };
}

@Injectable()
export class SqlMembershipTierCatalog implements MembershipTierCatalog {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<MembershipTier[]> {
    return (await this.em.execute<TierRow[]>(`SELECT * FROM membership_tier WHERE is_active ORDER BY sort_order`)).map(toTier);
  }

  async find(id: string): Promise<MembershipTier | null> {
    if (!UUID.test(id)) return null;
    const rows = await this.em.execute<TierRow[]>(`SELECT * FROM membership_tier WHERE id = ?`, [id]);
    return rows[0] ? toTier(rows[0]) : null;
  }
}

@Injectable()
export class SqlMembershipStore implements MembershipStore {
  constructor(private readonly em: EntityManager) {}

  async current(userId: string): Promise<MembershipState | null> {
    const rows = await this.em.execute<
      { user_id: string; tier_id: string; subscription_id: string; status: string; current_period_end: Date | null; cancel_at_period_end: boolean }[]
    >(`SELECT * FROM membership WHERE user_id = ?`, [userId]);
    const row = rows[0];
    return row
      ? {
          userId: row.user_id,
          tierId: row.tier_id,
          subscriptionId: row.subscription_id,
          status: row.status,
          currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end) : null,
          cancelAtPeriodEnd: row.cancel_at_period_end,
        }
      : null;
  }

  async apply(state: MembershipState): Promise<void> {
    const live = ['active', 'past_due', 'trialing'].includes(state.status);
    // A notice about an older subscription must not overwrite a newer, live one.
    await this.em.execute(
      `INSERT INTO membership (user_id, tier_id, subscription_id, status, current_period_end, cancel_at_period_end, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, now())
       ON CONFLICT (user_id) DO UPDATE
          SET tier_id = excluded.tier_id, subscription_id = excluded.subscription_id, status = excluded.status,
              current_period_end = excluded.current_period_end, cancel_at_period_end = excluded.cancel_at_period_end, updated_at = now()
        WHERE membership.subscription_id = excluded.subscription_id
           OR membership.status NOT IN ('active', 'past_due', 'trialing')`,
      [state.userId, state.tierId, state.subscriptionId, state.status, state.currentPeriodEnd, state.cancelAtPeriodEnd],
    );
    const [current] = await this.em.execute<{ subscription_id: string; status: string; tier_id: string }[]>(
      `SELECT subscription_id, status, tier_id FROM membership WHERE user_id = ?`,
      [state.userId],
    );
    if (current?.subscription_id !== state.subscriptionId) return;
    await this.em.execute(`UPDATE business_profile SET membership_tier_id = ?, updated_at = now() WHERE owner_id = ?`, [
      live ? state.tierId : null,
      state.userId,
    ]);
  }
}

@Injectable()
export class SqlFoundingProgrammeStore implements FoundingProgrammeStore {
  constructor(private readonly em: EntityManager) {}

  async claim(userId: string, cap: number): Promise<{ seat: number } | 'already' | null> {
    // One transaction, serialised by an advisory lock: count and insert cannot interleave, so
    // the 101st claim sees 100 and is refused.
    return this.em.fork().transactional(async (tx) => {
      await tx.execute(`SELECT pg_advisory_xact_lock(748201772)`);
      const mine = await tx.execute<{ seat: number }[]>(`SELECT seat FROM founding_member WHERE user_id = ?`, [userId]);
      if (mine[0]) return 'already' as const;
      const [{ n }] = await tx.execute<{ n: string }[]>(`SELECT count(*) AS n FROM founding_member`);
      if (Number(n) >= cap) return null;
      const seat = Number(n) + 1;
      await tx.execute(`INSERT INTO founding_member (user_id, seat) VALUES (?, ?)`, [userId, seat]);
      return { seat };
    });
  }

  async count(): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(`SELECT count(*) AS n FROM founding_member`);
    return Number(row?.n ?? 0);
  }

  async isMember(userId: string): Promise<boolean> {
    return (await this.em.execute(`SELECT 1 FROM founding_member WHERE user_id = ?`, [userId])).length > 0;
  }
}
