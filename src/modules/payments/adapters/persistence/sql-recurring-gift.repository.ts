import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import { RecurringGift, type RecurringGiftState } from '../../domain/recurring-gift.aggregate.js';
import type { RecurringGiftRepository } from '../../domain/recurring-gift.repository.js';

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
  status: RecurringGiftState['status'];
  stop_reason: RecurringGiftState['stopReason'];
  subscription_id: string | null;
  first_payment_intent_id: string | null;
  next_charge_at: Date | string | null;
  created_at: Date | string;
  stopped_at: Date | string | null;
  failed_invoice_id: string | null;
  next_retry_at: Date | string | null;
  past_due_since: Date | string | null;
  day_of_month: number | null;
  paused_until: Date | string | null;
}

const date = (v: Date | string | null) => (v ? new Date(v) : null);

function toDomain(r: Row): RecurringGift {
  return RecurringGift.restore({
    id: r.id,
    campaignId: r.campaign_id,
    donorUserId: r.donor_user_id,
    guest: r.guest_email ? { firstName: r.guest_first_name ?? '', lastName: r.guest_last_name ?? '', email: r.guest_email } : null,
    giftCents: Number(r.gift_cents),
    tipCents: Number(r.tip_cents),
    message: r.message,
    isAnonymous: r.is_anonymous,
    status: r.status,
    stopReason: r.stop_reason,
    subscriptionId: r.subscription_id,
    firstPaymentIntentId: r.first_payment_intent_id,
    nextChargeAt: r.next_charge_at ? new Date(r.next_charge_at) : null,
    createdAt: new Date(r.created_at),
    stoppedAt: r.stopped_at ? new Date(r.stopped_at) : null,
    failedInvoiceId: r.failed_invoice_id,
    nextRetryAt: date(r.next_retry_at),
    pastDueSince: date(r.past_due_since),
    dayOfMonth: r.day_of_month === null ? null : Number(r.day_of_month),
    pausedUntil: date(r.paused_until),
  });
}

@Injectable()
export class SqlRecurringGiftRepository implements RecurringGiftRepository {
  constructor(private readonly em: EntityManager) {}

  async save(gift: RecurringGift): Promise<void> {
    const s = gift.toState();
    trackAggregate(gift);
    await this.em.execute(
      `INSERT INTO recurring_gift (id, campaign_id, donor_user_id, guest_first_name, guest_last_name, guest_email, gift_cents, tip_cents,
                                   message, is_anonymous, status, stop_reason, subscription_id, first_payment_intent_id, next_charge_at, created_at, stopped_at,
                                   failed_invoice_id, next_retry_at, past_due_since, day_of_month, paused_until)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, stop_reason = excluded.stop_reason, subscription_id = excluded.subscription_id,
              first_payment_intent_id = excluded.first_payment_intent_id, next_charge_at = excluded.next_charge_at, stopped_at = excluded.stopped_at,
              gift_cents = excluded.gift_cents, tip_cents = excluded.tip_cents, failed_invoice_id = excluded.failed_invoice_id,
              next_retry_at = excluded.next_retry_at, past_due_since = excluded.past_due_since, day_of_month = excluded.day_of_month,
              paused_until = excluded.paused_until`,
      [
        s.id, s.campaignId, s.donorUserId, s.guest?.firstName ?? null, s.guest?.lastName ?? null, s.guest?.email ?? null, s.giftCents, s.tipCents,
        s.message, s.isAnonymous, s.status, s.stopReason, s.subscriptionId, s.firstPaymentIntentId, s.nextChargeAt, s.createdAt, s.stoppedAt,
        s.failedInvoiceId, s.nextRetryAt, s.pastDueSince, s.dayOfMonth, s.pausedUntil,
      ],
    );
  }

  async findById(id: string): Promise<RecurringGift | null> {
    return this.one(`SELECT * FROM recurring_gift WHERE id = ?`, [id]);
  }

  async findByIdForUpdate(id: string): Promise<RecurringGift | null> {
    return this.one(`SELECT * FROM recurring_gift WHERE id = ? FOR UPDATE`, [id]);
  }

  findBySubscription(subscriptionId: string): Promise<RecurringGift | null> {
    return this.one(`SELECT * FROM recurring_gift WHERE subscription_id = ?`, [subscriptionId]);
  }

  findByFirstPayment(paymentIntentId: string): Promise<RecurringGift | null> {
    return this.one(`SELECT * FROM recurring_gift WHERE first_payment_intent_id = ?`, [paymentIntentId]);
  }

  async listForDonor(userId: string): Promise<RecurringGift[]> {
    const rows = await this.em.execute<Row[]>(`SELECT * FROM recurring_gift WHERE donor_user_id = ? ORDER BY created_at DESC, id DESC LIMIT 200`, [userId]);
    return rows.map(toDomain);
  }

  async runningFor(campaignIds?: string[]): Promise<RecurringGift[]> {
    if (campaignIds && campaignIds.length === 0) return [];
    const rows = campaignIds
      ? await this.em.execute<Row[]>(`SELECT * FROM recurring_gift WHERE status <> 'stopped' AND campaign_id IN (${campaignIds.map(() => '?').join(', ')})`, campaignIds)
      : await this.em.execute<Row[]>(`SELECT * FROM recurring_gift WHERE status <> 'stopped' LIMIT 10000`);
    return rows.map(toDomain);
  }

  private async one(sql: string, params: unknown[]): Promise<RecurringGift | null> {
    const [row] = await this.em.execute<Row[]>(sql, params);
    return row ? toDomain(row) : null;
  }
}
