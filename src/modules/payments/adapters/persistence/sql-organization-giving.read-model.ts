import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { GivenPart, OrganizationGivingReadModel } from '../../application/organization-giving.queries.js';

interface PartRow {
  donation_id: string;
  completed_at: Date | string;
  fund_id: string;
  amount_cents: string;
  status: 'completed' | 'refunded';
  donor_user_id: string | null;
  guest_first_name: string | null;
  guest_last_name: string | null;
  guest_email: string | null;
  is_anonymous: boolean;
  payment_intent_id: string | null;
  recurring: boolean;
}

/** Gifts to organizations, each fund's part a row (donation_allocation: by organization and completion time). */
@Injectable()
export class SqlOrganizationGivingReadModel implements OrganizationGivingReadModel {
  constructor(private readonly em: EntityManager) {}

  async parts(organizationId: string, from: Date, to: Date): Promise<GivenPart[]> {
    const rows = await this.em.fork().execute<PartRow[]>(
      `SELECT d.id AS donation_id, d.completed_at, a.fund_id, a.amount_cents, d.status, d.donor_user_id,
              d.guest_first_name, d.guest_last_name, d.guest_email, d.is_anonymous, d.payment_intent_id,
              d.recurring_gift_id IS NOT NULL AS recurring
         FROM donation d JOIN donation_allocation a ON a.donation_id = d.id
        WHERE d.organization_id = ? AND d.status IN ('completed', 'refunded') AND d.completed_at >= ? AND d.completed_at < ?
        ORDER BY d.completed_at, d.id, a.position`,
      [organizationId, from, to],
    );
    return rows.map((r) => ({
      donationId: r.donation_id,
      completedAt: new Date(r.completed_at),
      fundId: r.fund_id,
      cents: Number(r.amount_cents),
      status: r.status,
      donorUserId: r.donor_user_id,
      guest: r.guest_email === null ? null : { firstName: r.guest_first_name ?? '', lastName: r.guest_last_name ?? '', email: r.guest_email },
      isAnonymous: r.is_anonymous,
      paymentIntentId: r.payment_intent_id,
      recurring: r.recurring,
    }));
  }

  async startOfDay(day: string, timeZone: string): Promise<Date> {
    const [row] = await this.em.fork().execute<{ at: Date | string }[]>(`SELECT (?::date::timestamp AT TIME ZONE ?) AS at`, [day, timeZone]);
    return new Date(row.at);
  }
}
