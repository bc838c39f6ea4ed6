import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cursor, pageOf, type Page, type PageRequest } from '../../../../shared-kernel/application.js';
import type { AdminMoneyReadModel, AdminPayoutView, AdminRefundView, PayoutHoldView } from '../../application/admin-money.queries.js';
import type { PayoutStatus } from '../../application/campaign-payouts.service.js';

const date = (value: Date | string) => new Date(value);

/** Payouts, refunds (from the ledger's refund lines) and holds across every campaign, newest first. */
@Injectable()
export class SqlAdminMoneyReadModel implements AdminMoneyReadModel {
  constructor(private readonly em: EntityManager) {}

  async payouts(filter: PageRequest & { status?: PayoutStatus }): Promise<Page<AdminPayoutView>> {
    const after = Cursor.decode(filter.cursor, ['date', 'uuid'] as const);
    const where: string[] = ['true'];
    const params: unknown[] = [];
    if (filter.status) {
      where.push('status = ?');
      params.push(filter.status);
    }
    if (after) {
      where.push('(created_at, id) < (?::timestamptz, ?::uuid)');
      params.push(...after);
    }
    const rows = await this.em.fork().execute<
      { id: string; campaign_id: string; member_id: string; amount_cents: string; status: PayoutStatus; destination_account_id: string;
        provider_transfer_id: string | null; failure_reason: string | null; created_at: Date | string; settled_at: Date | string | null }[]
    >(`SELECT * FROM payout WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`, [...params, filter.limit + 1]);
    const items = rows.map((r) => ({
      id: r.id,
      campaignId: r.campaign_id,
      memberId: r.member_id,
      amountCents: Number(r.amount_cents),
      status: r.status,
      destinationAccountId: r.destination_account_id,
      providerTransferId: r.provider_transfer_id,
      failureReason: r.failure_reason,
      createdAt: date(r.created_at),
      settledAt: r.settled_at === null ? null : date(r.settled_at),
    }));
    return pageOf(items, filter.limit, (last) => [last.createdAt, last.id]);
  }

  async refunds(filter: PageRequest): Promise<Page<AdminRefundView>> {
    const after = Cursor.decode(filter.cursor, ['date', 'uuid'] as const);
    const rows = await this.em.fork().execute<
      { id: string; campaign_id: string; donor_user_id: string | null; guest_first_name: string | null; guest_last_name: string | null;
        is_anonymous: boolean; gift_cents: string; tip_cents: string; payment_intent_id: string | null; refunded_at: Date | string; after_payout: string }[]
    >(
      `SELECT d.id, d.campaign_id, d.donor_user_id, d.guest_first_name, d.guest_last_name, d.is_anonymous, d.gift_cents, d.tip_cents,
              d.payment_intent_id, r.refunded_at, r.after_payout
         FROM (SELECT donation_id, min(created_at) AS refunded_at,
                      coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund_after_payout' AND account = 'campaign_funds'), 0) AS after_payout
                 FROM ledger_entry WHERE kind IN ('refund', 'refund_after_payout') AND donation_id IS NOT NULL
                GROUP BY donation_id) r
         JOIN donation d ON d.id = r.donation_id
        ${after ? 'WHERE (r.refunded_at, d.id) < (?::timestamptz, ?::uuid)' : ''}
        ORDER BY r.refunded_at DESC, d.id DESC LIMIT ?`,
      [...(after ?? []), filter.limit + 1],
    );
    const items = rows.map((r) => ({
      donationId: r.id,
      campaignId: r.campaign_id,
      donorUserId: r.donor_user_id,
      guestFirstName: r.guest_first_name,
      guestLastName: r.guest_last_name,
      isAnonymous: r.is_anonymous,
      giftCents: Number(r.gift_cents),
      tipCents: Number(r.tip_cents),
      afterPayoutCents: Number(r.after_payout),
      paymentIntentId: r.payment_intent_id,
      refundedAt: date(r.refunded_at),
    }));
    return pageOf(items, filter.limit, (last) => [last.refundedAt, last.donationId]);
  }

  async holds(): Promise<PayoutHoldView[]> {
    const rows = await this.em.fork().execute<{ campaign_id: string; reason: string; held_by: string; held_at: Date | string }[]>(
      `SELECT campaign_id, reason, held_by, held_at FROM payout_hold ORDER BY held_at DESC LIMIT 500`,
    );
    return rows.map((r) => ({ campaignId: r.campaign_id, reason: r.reason, heldBy: r.held_by, heldAt: date(r.held_at) }));
  }

  async campaignsHoldingMoney(limit: number): Promise<{ campaignId: string; availableCents: number }[]> {
    const rows = await this.em.fork().execute<{ campaign_id: string; available: string }[]>(
      `SELECT campaign_id, -sum(amount_cents) AS available FROM ledger_entry WHERE account = 'campaign_funds'
        GROUP BY campaign_id HAVING -sum(amount_cents) > 0 ORDER BY available DESC, campaign_id LIMIT ?`,
      [limit],
    );
    return rows.map((r) => ({ campaignId: r.campaign_id, availableCents: Number(r.available) }));
  }
}
