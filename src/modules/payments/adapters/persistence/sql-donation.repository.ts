import { EntityManager } from '@mikro-orm/postgresql';
import { PlainSql } from '../../../../shared-kernel/infrastructure/database/plain-sql.js';
import { Injectable } from '@nestjs/common';
import { unitScope } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import { OutboxStatement, type Change } from '../../../../shared-kernel/infrastructure/outbox/outbox-statement.js';
import { type Donation, ENTERED_FROM } from '../../domain/donation.aggregate.js';
import type { DonationRepository } from '../../domain/donation.repository.js';
import { processingFeeSql } from '../../domain/processing-fee.js';
import { DonationMapper, type DonationRow } from './donation.mapper.js';
import { ALLOCATIONS } from './sql-donation.read-model.js';

/** The provider's fee on the whole charge (gift, tip and any fee the donor covered), at its method's rate. */
const FEE_SQL = processingFeeSql('changed.gift_cents + changed.tip_cents + changed.fee_covered_cents', 'changed.payment_method');
/** The rows of donation_totals_shard (migration 20261129001510). */
const DONATION_TOTALS_SHARDS = 16;
/**
 * The running totals' shard of the gift being changed: picked by its id (its last byte), so a
 * gift's completion and its refund move the same shard, and concurrent gifts seldom share one.
 */
const SHARD_OF_CHANGED = `get_byte(uuid_send(changed.id), 15) % ${DONATION_TOTALS_SHARDS}`;

/** The donation table's columns, in the order the INSERT lists them. */
const COLUMNS = [
  'id', 'campaign_id', 'organization_id', 'donor_user_id', 'guest_first_name', 'guest_last_name', 'guest_email', 'gift_cents', 'tip_cents',
  'fee_covered_cents', 'payment_method', 'message',
  'is_anonymous', 'status', 'payment_intent_id', 'failure_reason', 'client_key', 'client_ip', 'created_at', 'completed_at', 'recurring_gift_id',
] as const satisfies readonly (keyof DonationRow)[];
const INSERT = `INSERT INTO donation (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`;
/** A donation with its funds' parts (only a gift to an organization has any). */
const SELECT_DONATION = `SELECT d.*, ${ALLOCATIONS} AS allocations FROM donation d`;

@Injectable()
export class SqlDonationRepository implements DonationRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PlainSql,
    private readonly statement: OutboxStatement,
  ) {}

  /**
   * Recorded exactly once, even when the webhook, the sandbox and the donor's completion call
   * complete the same donation at the same moment. Each of them loads the donation, lets the
   * aggregate decide (complete() checks the payment and records DonationCompleted) and saves it.
   * The save is ONE conditional statement: the row changes only while its status is still one the
   * new status may be entered from (ENTERED_FROM: completed from pending or failed, failed from
   * pending). PostgreSQL serialises concurrent UPDATEs of a row and re-checks the condition after
   * the first commits, so exactly one caller changes the row; the running totals move (one of DONATION_TOTALS_SHARDS rows: no global hot row) and
   * the gift's ledger lines (gift, tip, processing fee: one multi-row INSERT) are written in the
   * same statement, only for that caller. The kernel's OutboxStatement runs it: in a one-statement unit of
   * work it adds the donation's integration events as outbox rows written from `changed`, and only the caller
   * whose statement changed the row hands the aggregate to the unit of work, so only its events are taken and
   * published; a loser's aggregate, with its DonationCompleted, is dropped unseen.
   */
  async save(donation: Donation): Promise<boolean> {
    if (!unitScope.current()) throw new Error('Donation saved outside a unit of work');
    const row = DonationMapper.toRow(donation);
    // (A month of a monthly gift is inserted in UnitOfWork.run; a refund takes a lock first.)
    const changed =
      row.status === 'pending'
        ? await this.statement.run(donation, () => this.insert(row))
        : row.status === 'refunded'
          ? await this.refund(donation, row)
          : await this.statement.run(donation, () => this.changeStatus(row));
    return changed.length === 1;
  }

  async findById(id: string): Promise<Donation | null> {
    const [row] = await this.sql.run<DonationRow>(this.em, `${SELECT_DONATION} WHERE d.id = ?`, [id]);
    return row ? DonationMapper.toDomain(row) : null;
  }

  async findByPaymentIntent(paymentIntentId: string): Promise<Donation | null> {
    const [row] = await this.sql.run<DonationRow>(this.em, `${SELECT_DONATION} WHERE d.payment_intent_id = ?`, [paymentIntentId]);
    return row ? DonationMapper.toDomain(row) : null;
  }

  async recentAttempts(clientKey: string, ip: string, startedSeconds: number, declinedSeconds: number) {
    const [row] = await this.sql.run<{ started: string; declined_client: string; declined_ip: string }>(
      this.em,
      `SELECT (SELECT count(*) FROM donation WHERE client_ip = ? AND created_at > now() - make_interval(secs => ?)) AS started,
              (SELECT count(*) FROM donation WHERE client_key = ? AND status = 'failed' AND created_at > now() - make_interval(secs => ?)) AS declined_client,
              (SELECT count(*) FROM donation WHERE client_ip = ? AND status = 'failed' AND created_at > now() - make_interval(secs => ?)) AS declined_ip`,
      [ip, startedSeconds, clientKey, declinedSeconds, ip, declinedSeconds],
    );
    return { startedFromIp: Number(row?.started ?? 0), declinedForClient: Number(row?.declined_client ?? 0), declinedFromIp: Number(row?.declined_ip ?? 0) };
  }

  async unrecordedAmong(paymentIntentIds: string[]): Promise<string[]> {
    if (paymentIntentIds.length === 0) return [];
    const rows = await this.em.execute<{ payment_intent_id: string }[]>(
      `SELECT payment_intent_id FROM donation WHERE payment_intent_id IN (${paymentIntentIds.map(() => '?').join(', ')}) AND status NOT IN ('completed', 'refunded')`,
      paymentIntentIds,
    );
    return rows.map((row) => row.payment_intent_id);
  }

  private insert(row: DonationRow): Change {
    const values = COLUMNS.map((column) => row[column]);
    // A month of a monthly gift may be reported twice at once (the webhook, the donor's completion call, the
    // sweep): one payment, one donation; the second insert writes nothing.
    const once = row.recurring_gift_id ? ' ON CONFLICT (payment_intent_id) DO NOTHING' : '';
    const parts = row.allocations ?? [];
    if (parts.length === 0) return { ctes: `changed AS (${INSERT}${once} RETURNING id)`, params: values };
    return {
      ctes: `changed AS (${INSERT}${once} RETURNING id), parts AS (
         INSERT INTO donation_allocation (donation_id, fund_id, amount_cents, position)
         SELECT changed.id, p.fund_id, p.cents, p.position
           FROM changed CROSS JOIN jsonb_to_recordset(?::jsonb) AS p (fund_id uuid, cents bigint, position smallint)
       )`,
      params: [...values, JSON.stringify(parts.map((p, position) => ({ fund_id: p.fundId, cents: p.cents, position })))],
    };
  }

  /**
   * A refund, once: the row leaves 'completed' in one conditional statement that also takes the
   * gift out of the running totals and writes the refund's ledger lines (the campaign's account is
   * debited the gift, the platform's the tip; a fee the donor covered is given back too, and the provider keeps its
   * fee, which the platform absorbs).
   * When the campaign's money was already paid out, the part of the gift it no longer holds is written
   * as kind 'refund_after_payout': the platform's balance pays the donor that part, and the campaign's
   * balance is negative by it until later gifts make it up. The campaign's payout lock is held, so the
   * split agrees with concurrent payout requests.
   */
  private async refund(donation: Donation, row: DonationRow): Promise<unknown[]> {
    if (row.organization_id) return this.statement.run(donation, () => this.refundOrganizationGift(row));
    await this.em.execute(`SELECT pg_advisory_xact_lock(hashtextextended('payout:' || ?, 0))`, [row.campaign_id]);
    return this.statement.run(donation, () => ({
      ctes: `changed AS (
         UPDATE donation SET status = 'refunded' WHERE id = ? AND status = 'completed'
          RETURNING id, campaign_id, gift_cents, tip_cents, fee_covered_cents
       ), held AS (
         SELECT greatest(coalesce(-sum(amount_cents), 0), 0)::bigint AS available
           FROM ledger_entry WHERE campaign_id = ? AND account = 'campaign_funds'
       ), split AS (
         SELECT changed.*, least(changed.gift_cents, held.available) AS covered,
                changed.gift_cents - least(changed.gift_cents, held.available) AS shortfall
           FROM changed CROSS JOIN held
       ), ledger AS (
         INSERT INTO ledger_entry (transaction_id, kind, account, campaign_id, donation_id, amount_cents, approved_by)
         SELECT 'refund:' || split.id, line.kind, line.account,
                CASE WHEN line.account = 'campaign_funds' THEN split.campaign_id END, split.id, line.amount,
                CASE WHEN line.kind = 'refund_after_payout' THEN ?::uuid END
           FROM split
          CROSS JOIN LATERAL (VALUES
                ('refund', 'campaign_funds', split.covered::bigint),
                ('refund', 'platform_tips', split.tip_cents::bigint),
                ('refund', 'processing_fees', split.fee_covered_cents::bigint),
                ('refund', 'provider_balance', -(split.covered + split.tip_cents + split.fee_covered_cents)::bigint),
                ('refund_after_payout', 'campaign_funds', split.shortfall::bigint),
                ('refund_after_payout', 'provider_balance', -split.shortfall::bigint)
          ) AS line (kind, account, amount)
          WHERE line.amount <> 0
       ), totals AS (
         UPDATE donation_totals_shard t
            SET completed_count = t.completed_count - 1,
                gift_cents = t.gift_cents - changed.gift_cents,
                tip_cents = t.tip_cents - changed.tip_cents
           FROM changed
          WHERE t.shard = ${SHARD_OF_CHANGED}
       ), released AS (
         DELETE FROM refund_reservation r USING changed WHERE r.donation_id = changed.id
       )`,
      params: [row.id, row.campaign_id, donation.refundShortfallApprovedBy],
    }));
  }

  /**
   * A gift to an organization refunded whole: its transfer to the organization's account is reversed (each fund
   * gives its part back), and the donor is refunded gift and tip. The funds' accounts end where they were before
   * the gift; the provider keeps its fee, which the platform absorbs, as for a campaign gift.
   */
  private refundOrganizationGift(row: DonationRow): Change {
    return {
      ctes: `changed AS (
         UPDATE donation SET status = 'refunded' WHERE id = ? AND status = 'completed'
          RETURNING id, gift_cents, tip_cents, fee_covered_cents
       ), lines (kind, account, fund_id, amount) AS (
         SELECT 'transfer_reversal', 'provider_balance', NULL::uuid, changed.gift_cents::bigint FROM changed
         UNION ALL SELECT 'transfer_reversal', 'fund_funds', a.fund_id, -a.amount_cents FROM changed JOIN donation_allocation a ON a.donation_id = changed.id
         UNION ALL SELECT 'refund', 'fund_funds', a.fund_id, a.amount_cents FROM changed JOIN donation_allocation a ON a.donation_id = changed.id
         UNION ALL SELECT 'refund', 'platform_tips', NULL::uuid, changed.tip_cents::bigint FROM changed
         UNION ALL SELECT 'refund', 'processing_fees', NULL::uuid, changed.fee_covered_cents::bigint FROM changed
         UNION ALL SELECT 'refund', 'provider_balance', NULL::uuid, -(changed.gift_cents + changed.tip_cents + changed.fee_covered_cents)::bigint FROM changed
       ), ledger AS (
         INSERT INTO ledger_entry (transaction_id, kind, account, fund_id, donation_id, amount_cents)
         SELECT 'refund:' || changed.id, lines.kind, lines.account, lines.fund_id, changed.id, lines.amount
           FROM changed CROSS JOIN lines WHERE lines.amount <> 0
       ), totals AS (
         UPDATE donation_totals_shard t
            SET completed_count = t.completed_count - 1,
                gift_cents = t.gift_cents - changed.gift_cents,
                tip_cents = t.tip_cents - changed.tip_cents
           FROM changed
          WHERE t.shard = ${SHARD_OF_CHANGED}
       )`,
      params: [row.id],
    };
  }

  /** The status change, with the ledger lines and the totals when it completes (see save). The totals are changed by SQL only, here. */
  private changeStatus(row: DonationRow): Change {
    const from = ENTERED_FROM[row.status];
    return {
      ctes: `changed AS (
         UPDATE donation SET status = ?, failure_reason = ?, completed_at = ?
          WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})
          RETURNING id, campaign_id, organization_id, status, gift_cents, tip_cents, fee_covered_cents, payment_method, completed_at
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
                ('fee_cover', 'provider_balance', changed.fee_covered_cents::bigint),
                ('fee_cover', 'processing_fees', -changed.fee_covered_cents::bigint),
                ('fee', 'processing_fees', (${FEE_SQL})::bigint),
                ('fee', 'provider_balance', -(${FEE_SQL})::bigint)
          ) AS line (kind, account, amount)
          WHERE changed.status = 'completed' AND line.amount <> 0 AND (line.account <> 'campaign_funds' OR changed.campaign_id IS NOT NULL)
       ), fund_ledger AS (
         -- A gift to an organization: each fund is credited its part, and the money leaves at once for the
         -- organization's account (a destination charge: the provider transfers the gift as it charges).
         INSERT INTO ledger_entry (transaction_id, kind, account, fund_id, donation_id, amount_cents, created_at)
         SELECT 'gift:' || changed.id, line.kind, line.account, CASE WHEN line.account = 'fund_funds' THEN a.fund_id END, changed.id, line.amount, changed.completed_at
           FROM changed
           JOIN donation_allocation a ON a.donation_id = changed.id
          CROSS JOIN LATERAL (VALUES
                ('gift', 'fund_funds', -a.amount_cents),
                ('transfer', 'fund_funds', a.amount_cents),
                ('transfer', 'provider_balance', -a.amount_cents)
          ) AS line (kind, account, amount)
          WHERE changed.status = 'completed' AND changed.organization_id IS NOT NULL
       ), totals AS (
         UPDATE donation_totals_shard t
            SET completed_count = t.completed_count + 1,
                gift_cents = t.gift_cents + changed.gift_cents,
                tip_cents = t.tip_cents + changed.tip_cents
           FROM changed
          WHERE t.shard = ${SHARD_OF_CHANGED} AND changed.status = 'completed'
       )`,
      params: [row.status, row.failure_reason, row.completed_at, row.id, ...from],
    };
  }
}
