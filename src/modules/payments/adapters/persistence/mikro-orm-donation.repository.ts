import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate, unitScope } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import { Donation, ENTERED_FROM, type DonationState } from '../../domain/donation.aggregate.js';
import type { DonationRepository } from '../../domain/donation.repository.js';
import { processingFeeSql } from '../../domain/processing-fee.js';
import { DonationRecord } from './donation.schema.js';

const FEE_SQL = processingFeeSql('changed.gift_cents + changed.tip_cents');

function toRecord(state: DonationState): DonationRecord {
  return Object.assign(new DonationRecord(), {
    id: state.id,
    campaignId: state.campaignId,
    donorUserId: state.donorUserId,
    guestFirstName: state.guest?.firstName ?? null,
    guestLastName: state.guest?.lastName ?? null,
    guestEmail: state.guest?.email ?? null,
    giftCents: state.giftCents,
    tipCents: state.tipCents,
    message: state.message,
    isAnonymous: state.isAnonymous,
    status: state.status,
    paymentIntentId: state.paymentIntentId,
    failureReason: state.failureReason,
    clientKey: state.clientKey,
    clientIp: state.clientIp,
    createdAt: state.createdAt,
    completedAt: state.completedAt,
    recurringGiftId: state.recurringGiftId ?? null,
  } satisfies DonationRecord);
}

function toDomain(record: DonationRecord): Donation {
  const guest =
    record.guestEmail === null
      ? null
      : { firstName: record.guestFirstName ?? '', lastName: record.guestLastName ?? '', email: record.guestEmail };
  return Donation.restore({
    id: record.id,
    campaignId: record.campaignId,
    donorUserId: record.donorUserId,
    guest,
    giftCents: record.giftCents,
    tipCents: record.tipCents,
    message: record.message,
    isAnonymous: record.isAnonymous,
    status: record.status,
    paymentIntentId: record.paymentIntentId,
    failureReason: record.failureReason,
    clientKey: record.clientKey,
    clientIp: record.clientIp,
    createdAt: record.createdAt,
    completedAt: record.completedAt,
    recurringGiftId: record.recurringGiftId ?? null,
  });
}

@Injectable()
export class MikroOrmDonationRepository implements DonationRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Recorded exactly once, even when the webhook, the sandbox and the donor's completion call
   * complete the same donation at the same moment. Each of them loads the donation, lets the
   * aggregate decide (complete() checks the payment and records DonationCompleted) and saves it.
   * The save is ONE conditional statement: the row changes only while its status is still one the
   * new status may be entered from (ENTERED_FROM: completed from pending or failed, failed from
   * pending). PostgreSQL serialises concurrent UPDATEs of a row and re-checks the condition after
   * the first commits, so exactly one caller changes the row; the running totals move and
   * the gift's ledger lines (gift, tip, processing fee: one multi-row INSERT) are written in the
   * same statement, only for that caller. Only the caller whose statement changed the row hands the
   * aggregate to the unit of work (trackAggregate), so only its events are taken and published;
   * a loser's aggregate, with its DonationCompleted, is dropped unseen.
   */
  async save(donation: Donation): Promise<boolean> {
    if (!unitScope.current()) throw new Error('Donation saved outside a unit of work');
    const record = toRecord(donation.toState());
    const written =
      record.status === 'pending'
        ? await this.insert(record)
        : record.status === 'refunded'
          ? await this.refund(record)
          : await this.changeStatus(record);
    if (written) trackAggregate(donation);
    return written;
  }

  async findById(id: string): Promise<Donation | null> {
    const record = await this.em.findOne(DonationRecord, { id }, { disableIdentityMap: true });
    return record && toDomain(record);
  }

  async findByPaymentIntent(paymentIntentId: string): Promise<Donation | null> {
    const record = await this.em.findOne(DonationRecord, { paymentIntentId }, { disableIdentityMap: true });
    return record && toDomain(record);
  }

  async countStartedFromIp(ip: string, seconds: number): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(
      `SELECT count(*) AS n FROM donation WHERE client_ip = ? AND created_at > now() - make_interval(secs => ?)`,
      [ip, seconds],
    );
    return Number(row?.n ?? 0);
  }

  async unrecordedAmong(paymentIntentIds: string[]): Promise<string[]> {
    if (paymentIntentIds.length === 0) return [];
    const rows = await this.em.execute<{ payment_intent_id: string }[]>(
      `SELECT payment_intent_id FROM donation WHERE payment_intent_id IN (${paymentIntentIds.map(() => '?').join(', ')}) AND status NOT IN ('completed', 'refunded')`,
      paymentIntentIds,
    );
    return rows.map((row) => row.payment_intent_id);
  }

  async countDeclined(filter: { clientKey?: string; ip?: string }, seconds: number): Promise<number> {
    const [column, value] = filter.clientKey ? ['client_key', filter.clientKey] : ['client_ip', filter.ip];
    const [row] = await this.em.execute<{ n: string }[]>(
      `SELECT count(*) AS n FROM donation WHERE ${column} = ? AND status = 'failed' AND created_at > now() - make_interval(secs => ?)`,
      [value, seconds],
    );
    return Number(row?.n ?? 0);
  }

  private async insert(record: DonationRecord): Promise<boolean> {
    if (record.recurringGiftId) {
      // A month of a monthly gift may be reported twice at once (the webhook, the donor's completion
      // call, the sweep): one payment, one donation; the second insert writes nothing.
      const result = await this.em.createQueryBuilder(DonationRecord).insert(record).onConflict('paymentIntentId').ignore().execute('run');
      return (result as { affectedRows?: number }).affectedRows === 1;
    }
    await this.em.insert(DonationRecord, record);
    return true;
  }

  /**
   * A refund, once: the row leaves 'completed' in one conditional statement that also takes the
   * gift out of the running totals and writes the refund's ledger lines (the campaign's account is
   * debited the gift, the platform's the tip; the provider keeps its fee, which the platform absorbs).
   */
  private async refund(record: DonationRecord): Promise<boolean> {
    const rows = await this.em.execute<{ n: string }[]>(
      `WITH changed AS (
         UPDATE donation SET status = 'refunded' WHERE id = ? AND status = 'completed'
          RETURNING id, campaign_id, gift_cents, tip_cents
       ), ledger AS (
         INSERT INTO ledger_entry (transaction_id, kind, account, campaign_id, donation_id, amount_cents)
         SELECT 'refund:' || changed.id, 'refund', line.account,
                CASE WHEN line.account = 'campaign_funds' THEN changed.campaign_id END, changed.id, line.amount
           FROM changed
          CROSS JOIN LATERAL (VALUES
                ('campaign_funds', changed.gift_cents::bigint),
                ('platform_tips', changed.tip_cents::bigint),
                ('provider_balance', -(changed.gift_cents + changed.tip_cents)::bigint)
          ) AS line (account, amount)
          WHERE line.amount <> 0
       ), totals AS (
         UPDATE donation_totals t
            SET completed_count = t.completed_count - 1,
                gift_cents = t.gift_cents - changed.gift_cents,
                tip_cents = t.tip_cents - changed.tip_cents
           FROM changed
          WHERE t.id
       )
       SELECT count(*) AS n FROM changed`,
      [record.id],
    );
    return Number(rows[0]?.n ?? 0) === 1;
  }

  /** True when this statement changed the row (see save). The totals are changed by SQL only, here. */
  private async changeStatus(record: DonationRecord): Promise<boolean> {
    const from = ENTERED_FROM[record.status];
    const rows = await this.em.execute<{ n: string }[]>(
      `WITH changed AS (
         UPDATE donation SET status = ?, failure_reason = ?, completed_at = ?
          WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})
          RETURNING id, campaign_id, status, gift_cents, tip_cents, completed_at
       ), ledger AS (
         INSERT INTO ledger_entry (transaction_id, kind, account, campaign_id, donation_id, amount_cents, created_at)
         SELECT 'gift:' || changed.id, line.kind, line.account,
                CASE WHEN line.account = 'campaign_funds' THEN changed.campaign_id END, changed.id, line.amount, changed.completed_at
           FROM changed
          CROSS JOIN LATERAL (VALUES
                ('gift', 'provider_balance', changed.gift_cents::bigint),
                ('gift', 'campaign_funds', -changed.gift_cents::bigint),
                ('tip', 'provider_balance', changed.tip_cents::bigint),
                ('tip', 'platform_tips', -changed.tip_cents::bigint),
                ('fee', 'processing_fees', (${FEE_SQL})::bigint),
                ('fee', 'provider_balance', -(${FEE_SQL})::bigint)
          ) AS line (kind, account, amount)
          WHERE changed.status = 'completed' AND line.amount <> 0
       ), totals AS (
         UPDATE donation_totals t
            SET completed_count = t.completed_count + 1,
                gift_cents = t.gift_cents + changed.gift_cents,
                tip_cents = t.tip_cents + changed.tip_cents
           FROM changed
          WHERE t.id AND changed.status = 'completed'
       )
       SELECT count(*) AS n FROM changed`,
      [record.status, record.failureReason, record.completedAt, record.id, ...from],
    );
    return Number(rows[0]?.n ?? 0) === 1;
  }
}
