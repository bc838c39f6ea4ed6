import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ALLOCATIONS } from './sql-donation.read-model.js';
import type { StatementGiftRow, StatementReadModel } from '../../application/giving-statements.queries.js';

@Injectable()
export class SqlStatementReadModel implements StatementReadModel {
  constructor(private readonly em: EntityManager) {}

  async yearBounds(year: number, timeZone: string): Promise<{ from: Date; to: Date }> {
    const [row] = await this.em.execute<{ from: Date | string; to: Date | string }[]>(
      `SELECT make_timestamptz(?, 1, 1, 0, 0, 0, ?) AS "from", make_timestamptz(?, 1, 1, 0, 0, 0, ?) AS "to"`,
      [year, timeZone, year + 1, timeZone],
    );
    return { from: new Date(row.from), to: new Date(row.to) };
  }

  async giftsOf(userId: string, from: Date, to: Date): Promise<StatementGiftRow[]> {
    const rows = await this.em.execute<
      { id: string; campaign_id: string | null; organization_id: string | null; allocations: { fundId: string; cents: string | number }[] | null; gift_cents: string; tip_cents: string; fee_covered_cents: string; status: 'completed' | 'refunded'; completed_at: Date | string; refunded_at: Date | string | null; payment_intent_id: string | null }[]
    >(
      `SELECT d.id, d.campaign_id, d.organization_id, ${ALLOCATIONS} AS allocations, d.gift_cents, d.tip_cents, d.fee_covered_cents, d.status, d.completed_at, d.payment_intent_id,
              (SELECT min(l.created_at) FROM ledger_entry l WHERE l.transaction_id = 'refund:' || d.id) AS refunded_at
         FROM donation d
        WHERE d.donor_user_id = ? AND d.status IN ('completed', 'refunded') AND d.completed_at >= ? AND d.completed_at < ?
        ORDER BY d.completed_at, d.id
        LIMIT 10000`,
      [userId, from, to],
    );
    return rows.map((r) => ({
      donationId: r.id,
      campaignId: r.campaign_id,
      organizationId: r.organization_id,
      allocations: (r.allocations ?? []).map((p) => ({ fundId: p.fundId, cents: Number(p.cents) })),
      giftCents: Number(r.gift_cents),
      tipCents: Number(r.tip_cents),
      feeCoveredCents: Number(r.fee_covered_cents),
      status: r.status,
      completedAt: new Date(r.completed_at),
      refundedAt: r.refunded_at ? new Date(r.refunded_at) : null,
      paymentIntentId: r.payment_intent_id,
    }));
  }

  async membershipSubscriptionIds(userId: string): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(`SELECT id FROM membership_subscription WHERE user_id = ?`, [userId]);
    return rows.map((r) => r.id);
  }
}
