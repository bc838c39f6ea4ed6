import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DonationReadModel, DonationRecord } from '../../application/donation-queries.js';

interface Row {
  id: string;
  campaign_id: string;
  donor_user_id: string | null;
  guest_first_name: string | null;
  guest_last_name: string | null;
  guest_email: string | null;
  gift_cents: string;
  tip_cents: string;
  message: string | null;
  is_anonymous: boolean;
  status: DonationRecord['status'];
  payment_intent_id: string | null;
  failure_reason: string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
}

function toRecord(row: Row): DonationRecord {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    donorUserId: row.donor_user_id,
    guestFirstName: row.guest_first_name,
    guestLastName: row.guest_last_name,
    guestEmail: row.guest_email,
    giftCents: Number(row.gift_cents),
    tipCents: Number(row.tip_cents),
    message: row.message,
    isAnonymous: row.is_anonymous,
    status: row.status,
    paymentIntentId: row.payment_intent_id,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at),
    completedAt: row.completed_at ? new Date(row.completed_at) : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class SqlDonationReadModel implements DonationReadModel {
  constructor(private readonly em: EntityManager) {}

  async completedForCampaign(campaignId: string, limit: number): Promise<DonationRecord[]> {
    if (!UUID.test(campaignId)) return [];
    const rows = await this.em.execute<Row[]>(
      `SELECT * FROM donation WHERE campaign_id = ? AND status = 'completed' ORDER BY completed_at DESC, id DESC LIMIT ?`,
      [campaignId, limit],
    );
    return rows.map(toRecord);
  }

  async completedForUser(userId: string): Promise<DonationRecord[]> {
    const rows = await this.em.execute<Row[]>(
      `SELECT * FROM donation WHERE donor_user_id = ? AND status = 'completed' ORDER BY completed_at DESC, id DESC LIMIT 500`,
      [userId],
    );
    return rows.map(toRecord);
  }

  async page(filter: { status?: string; limit: number; cursor?: string }): Promise<{ items: DonationRecord[]; nextCursor: string | null }> {
    let keyset: { c: string; i: string } | null = null;
    if (filter.cursor) {
      try {
        keyset = JSON.parse(Buffer.from(filter.cursor, 'base64url').toString('utf8'));
      } catch {
        keyset = null;
      }
    }
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      where.push('status = ?');
      params.push(filter.status);
    } else {
      where.push(`status <> 'pending'`);
    }
    if (keyset) {
      where.push('(created_at, id) < (?::timestamptz, ?::uuid)');
      params.push(keyset.c, keyset.i);
    }
    const rows = await this.em.execute<Row[]>(
      `SELECT * FROM donation WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...params, filter.limit + 1],
    );
    const items = rows.slice(0, filter.limit).map(toRecord);
    const last = items[items.length - 1];
    return {
      items,
      nextCursor:
        rows.length > filter.limit && last
          ? Buffer.from(JSON.stringify({ c: last.createdAt.toISOString(), i: last.id })).toString('base64url')
          : null,
    };
  }

  async totals(): Promise<{ completedCount: number; giftCents: number; tipCents: number }> {
    const [row] = await this.em.execute<{ n: string; gift: string | null; tip: string | null }[]>(
      `SELECT completed_count AS n, gift_cents AS gift, tip_cents AS tip FROM donation_totals`,
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
