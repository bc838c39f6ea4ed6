import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cursor, pageOf, type Page, type PageRequest } from '../../../../shared-kernel/application.js';
import type { DonationStatus } from '../../domain/donation.aggregate.js';
import type { PaymentMethodKind } from '../../domain/processing-fee.js';
import type { DonationReadModel, DonationView } from '../../application/donation.queries.js';

interface Row {
  id: string;
  campaign_id: string | null;
  organization_id?: string | null;
  allocations?: { fundId: string; cents: number | string }[] | null;
  donor_user_id: string | null;
  guest_first_name: string | null;
  guest_last_name: string | null;
  guest_email?: string | null;
  gift_cents: string;
  tip_cents: string;
  fee_covered_cents?: string | null;
  payment_method?: PaymentMethodKind | null;
  message: string | null;
  is_anonymous: boolean;
  status: DonationStatus;
  payment_intent_id: string | null;
  failure_reason: string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
  message_hidden?: boolean | null;
  monthly_status?: string | null;
}

/** A gift to an organization's parts, in the donor's order (null for a campaign gift). */
export const ALLOCATIONS = `CASE WHEN d.organization_id IS NOT NULL THEN
    (SELECT jsonb_agg(jsonb_build_object('fundId', a.fund_id, 'cents', a.amount_cents) ORDER BY a.position)
       FROM donation_allocation a WHERE a.donation_id = d.id) END`;

function toView(row: Row): DonationView {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    organizationId: row.organization_id ?? null,
    allocations: (row.allocations ?? []).map((p) => ({ fundId: p.fundId, cents: Number(p.cents) })),
    donorUserId: row.donor_user_id,
    guestFirstName: row.guest_first_name,
    guestLastName: row.guest_last_name,
    guestEmail: row.guest_email ?? null,
    giftCents: Number(row.gift_cents),
    tipCents: Number(row.tip_cents),
    feeCoveredCents: Number(row.fee_covered_cents ?? 0),
    paymentMethod: row.payment_method ?? 'card',
    message: row.message,
    isAnonymous: row.is_anonymous,
    status: row.status,
    paymentIntentId: row.payment_intent_id,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at),
    completedAt: row.completed_at ? new Date(row.completed_at) : null,
    messageHidden: row.message_hidden === true,
    ...(row.monthly_status !== undefined && { monthlyGiftStatus: (row.monthly_status ?? null) as DonationView['monthlyGiftStatus'] }),
  };
}

@Injectable()
export class SqlDonationReadModel implements DonationReadModel {
  constructor(private readonly em: EntityManager) {}

  async completedForCampaign(campaignId: string, limit: number): Promise<DonationView[]> {
    const rows = await this.em.execute<Row[]>(
      `SELECT d.*, (h.donation_id IS NOT NULL) AS message_hidden
         FROM donation d LEFT JOIN hidden_support_message h ON h.donation_id = d.id
        WHERE d.campaign_id = ? AND d.status = 'completed' ORDER BY d.completed_at DESC, d.id DESC LIMIT ?`,
      [campaignId, limit],
    );
    return rows.map(toView);
  }

  async withMessagesForCampaign(campaignId: string, includeHidden: boolean, limit: number): Promise<DonationView[]> {
    const rows = await this.em.execute<Row[]>(
      `SELECT d.*, (h.donation_id IS NOT NULL) AS message_hidden
         FROM donation d LEFT JOIN hidden_support_message h ON h.donation_id = d.id
        WHERE d.campaign_id = ? AND d.status = 'completed' AND d.message IS NOT NULL AND btrim(d.message) <> ''
          AND (? OR h.donation_id IS NULL)
        ORDER BY d.completed_at DESC, d.id DESC LIMIT ?`,
      [campaignId, includeHidden, limit],
    );
    return rows.map(toView);
  }

  async givenToCampaign(campaignId: string): Promise<DonationView[]> {
    const rows = await this.em.execute<Row[]>(
      `SELECT d.*, rg.status AS monthly_status FROM donation d LEFT JOIN recurring_gift rg ON rg.id = d.recurring_gift_id
        WHERE d.campaign_id = ? AND d.status IN ('completed', 'refunded') ORDER BY d.completed_at DESC, d.id DESC LIMIT 5000`,
      [campaignId],
    );
    return rows.map(toView);
  }

  async historyOfUser(userId: string): Promise<DonationView[]> {
    const rows = await this.em.execute<Row[]>(
      `SELECT d.*, ${ALLOCATIONS} AS allocations FROM donation d
        WHERE d.donor_user_id = ?
          AND (d.status IN ('completed', 'refunded', 'processing') OR (d.status = 'failed' AND d.payment_method = 'us_bank_account'))
        ORDER BY coalesce(d.completed_at, d.created_at) DESC, d.id DESC LIMIT 500`,
      [userId],
    );
    return rows.map(toView);
  }

  async completedForUser(userId: string): Promise<DonationView[]> {
    const rows = await this.em.execute<Row[]>(
      `SELECT * FROM donation WHERE donor_user_id = ? AND status = 'completed' ORDER BY completed_at DESC, id DESC LIMIT 500`,
      [userId],
    );
    return rows.map(toView);
  }

  async page(filter: PageRequest & { status?: DonationStatus }): Promise<Page<DonationView>> {
    const after = Cursor.decode(filter.cursor, ['date', 'uuid'] as const);
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      where.push('status = ?');
      params.push(filter.status);
    } else {
      where.push(`status <> 'pending'`);
    }
    if (after) {
      where.push('(created_at, id) < (?::timestamptz, ?::uuid)');
      params.push(...after);
    }
    const rows = await this.em.execute<Row[]>(
      `SELECT * FROM donation WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...params, filter.limit + 1],
    );
    return pageOf(rows.map(toView), filter.limit, (last) => [last.createdAt, last.id]);
  }

  async totals(): Promise<{ completedCount: number; giftCents: number; tipCents: number }> {
    const [row] = await this.em.execute<{ n: string; gift: string | null; tip: string | null }[]>(
      `SELECT sum(completed_count) AS n, sum(gift_cents) AS gift, sum(tip_cents) AS tip FROM donation_totals_shard`,
    );
    return { completedCount: Number(row?.n ?? 0), giftCents: Number(row?.gift ?? 0), tipCents: Number(row?.tip ?? 0) };
  }

  async giftsPerDay(days: number): Promise<{ day: string; count: number; giftCents: number }[]> {
    const rows = await this.em.execute<{ day: Date | string; n: string; cents: string | null }[]>(
      `SELECT d.day, count(x.id) AS n, sum(x.gift_cents) AS cents
         FROM generate_series(date_trunc('day', now()) - make_interval(days => ? - 1), date_trunc('day', now()), interval '1 day') AS d(day)
         LEFT JOIN donation x ON x.status = 'completed' AND x.completed_at >= d.day AND x.completed_at < d.day + interval '1 day'
        GROUP BY d.day ORDER BY d.day`,
      [days],
    );
    return rows.map((r) => ({ day: new Date(r.day).toISOString().slice(0, 10), count: Number(r.n), giftCents: Number(r.cents ?? 0) }));
  }
}
