import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PayoutRecord, PayoutStore } from '../../application/campaign-payouts.js';

interface Row {
  id: string;
  campaign_id: string;
  amount_cents: string;
  status: PayoutRecord['status'];
  destination_account_id: string;
  provider_transfer_id: string | null;
  failure_reason: string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
}

const toRecord = (row: Row): PayoutRecord => ({
  id: row.id,
  campaignId: row.campaign_id,
  amountCents: Number(row.amount_cents),
  status: row.status,
  destinationAccountId: row.destination_account_id,
  providerTransferId: row.provider_transfer_id,
  failureReason: row.failure_reason,
  createdAt: new Date(row.created_at),
  settledAt: row.settled_at === null ? null : new Date(row.settled_at),
});

/**
 * Payouts and their ledger lines. A payout's lines (transaction `payout:<id>`, kind 'payout'): the campaign's
 * funds debited (+x) and the provider balance credited (−x), as the transfer's balance transaction at Stripe
 * takes x out of the platform's balance. A failed transfer's lines are reversed (kind 'reversal').
 */
@Injectable()
export class SqlPayoutStore implements PayoutStore {
  constructor(private readonly em: EntityManager) {}

  private db(): EntityManager {
    return this.em.isInTransaction() ? this.em : this.em.fork();
  }

  async lockCampaign(campaignId: string): Promise<void> {
    await this.db().execute(`SELECT pg_advisory_xact_lock(hashtextextended('payout:' || ?, 0))`, [campaignId]);
  }

  async holdOf(campaignId: string): Promise<{ reason: string } | null> {
    const [row] = await this.db().execute<{ reason: string }[]>(`SELECT reason FROM payout_hold WHERE campaign_id = ?`, [campaignId]);
    return row ?? null;
  }

  async availableCents(campaignId: string): Promise<number> {
    const [row] = await this.db().execute<{ available: string }[]>(
      `SELECT coalesce(-sum(amount_cents), 0) AS available FROM ledger_entry WHERE campaign_id = ? AND account = 'campaign_funds'`,
      [campaignId],
    );
    return Number(row?.available ?? 0);
  }

  async addPending(p: { id: string; campaignId: string; memberId: string; destinationAccountId: string; amountCents: number }): Promise<void> {
    await this.db().execute(
      `WITH payout AS (
         INSERT INTO payout (id, campaign_id, member_id, destination_account_id, amount_cents, status) VALUES (?, ?, ?, ?, ?, 'pending') RETURNING id
       )
       INSERT INTO ledger_entry (transaction_id, kind, account, campaign_id, amount_cents)
       SELECT 'payout:' || payout.id, 'payout', line.account, line.campaign_id, line.amount
         FROM payout CROSS JOIN LATERAL (VALUES ('campaign_funds', ?::uuid, ?::bigint), ('provider_balance', NULL::uuid, -?::bigint)) AS line(account, campaign_id, amount)`,
      [p.id, p.campaignId, p.memberId, p.destinationAccountId, p.amountCents, p.campaignId, p.amountCents, p.amountCents],
    );
  }

  async markPaid(id: string, transferId: string): Promise<void> {
    await this.db().execute(`UPDATE payout SET status = 'paid', provider_transfer_id = ?, settled_at = now() WHERE id = ? AND status = 'pending'`, [transferId, id]);
  }

  async markFailed(id: string, reason: string): Promise<void> {
    await this.db().execute(
      `WITH failed AS (
         UPDATE payout SET status = 'failed', failure_reason = ?, settled_at = now() WHERE id = ? AND status = 'pending' RETURNING id, campaign_id, amount_cents
       )
       INSERT INTO ledger_entry (transaction_id, kind, account, campaign_id, amount_cents)
       SELECT 'payout-reversal:' || failed.id, 'reversal', line.account, line.campaign_id, line.amount
         FROM failed CROSS JOIN LATERAL (VALUES ('campaign_funds', failed.campaign_id, -failed.amount_cents), ('provider_balance', NULL::uuid, failed.amount_cents)) AS line(account, campaign_id, amount)`,
      [reason.slice(0, 500), id],
    );
  }

  async listOf(campaignId: string): Promise<PayoutRecord[]> {
    const rows = await this.db().execute<Row[]>(`SELECT * FROM payout WHERE campaign_id = ? ORDER BY created_at DESC, id`, [campaignId]);
    return rows.map(toRecord);
  }

  async listOfMember(memberId: string, limit: number): Promise<PayoutRecord[]> {
    const rows = await this.db().execute<Row[]>(`SELECT * FROM payout WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`, [memberId, limit]);
    return rows.map(toRecord);
  }

  async pendingOlderThan(olderThanMs: number, limit: number): Promise<PayoutRecord[]> {
    const rows = await this.db().execute<Row[]>(
      `SELECT * FROM payout WHERE status = 'pending' AND created_at < now() - make_interval(secs => ?) ORDER BY created_at LIMIT ?`,
      [olderThanMs / 1000, limit],
    );
    return rows.map(toRecord);
  }

  async hold(campaignId: string, reason: string, by: string): Promise<void> {
    await this.db().execute(
      `INSERT INTO payout_hold (campaign_id, reason, held_by) VALUES (?, ?, ?) ON CONFLICT (campaign_id) DO UPDATE SET reason = excluded.reason, held_by = excluded.held_by, held_at = now()`,
      [campaignId, reason, by],
    );
  }

  async release(campaignId: string): Promise<void> {
    await this.db().execute(`DELETE FROM payout_hold WHERE campaign_id = ?`, [campaignId]);
  }
}
