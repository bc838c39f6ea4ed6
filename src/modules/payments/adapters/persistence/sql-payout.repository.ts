import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import { Payout, type PayoutState } from '../../domain/payout.aggregate.js';
import type { PayoutRepository } from '../../domain/payout.repository.js';

/** A row of `payout`. */
export interface PayoutRow {
  id: string;
  campaign_id: string;
  member_id: string;
  amount_cents: string;
  status: PayoutState['status'];
  destination_account_id: string;
  provider_transfer_id: string | null;
  failure_reason: string | null;
  requested_by: string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
}

export const payoutStateOf = (row: PayoutRow): PayoutState => ({
  id: row.id,
  campaignId: row.campaign_id,
  memberId: row.member_id,
  amountCents: Number(row.amount_cents),
  status: row.status,
  destinationAccountId: row.destination_account_id,
  providerTransferId: row.provider_transfer_id,
  failureReason: row.failure_reason,
  requestedBy: row.requested_by,
  createdAt: new Date(row.created_at),
  settledAt: row.settled_at === null ? null : new Date(row.settled_at),
});

/**
 * Payouts and their ledger lines. A payout's lines (transaction `payout:<id>`, kind 'payout'): the campaign's
 * funds debited (+x) and the provider balance credited (−x), as the transfer's balance transaction at Stripe
 * takes x out of the platform's balance. A failed transfer's lines are reversed (kind 'reversal').
 * `transfer_claimed_until` is the transfer claim (see PayoutRepository).
 */
@Injectable()
export class SqlPayoutRepository implements PayoutRepository {
  constructor(private readonly em: EntityManager) {}

  private db(): EntityManager {
    return this.em.isInTransaction() ? this.em : this.em.fork();
  }

  async add(payout: Payout, claimMs: number): Promise<void> {
    const p = payout.toState();
    await this.db().execute(
      `WITH payout AS (
         INSERT INTO payout (id, campaign_id, member_id, destination_account_id, amount_cents, status, requested_by, created_at, transfer_claimed_until)
         VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, clock_timestamp() + make_interval(secs => ?)) RETURNING id
       )
       INSERT INTO ledger_entry (transaction_id, kind, account, campaign_id, amount_cents)
       SELECT 'payout:' || payout.id, 'payout', line.account, line.campaign_id, line.amount
         FROM payout CROSS JOIN LATERAL (VALUES ('campaign_funds', ?::uuid, ?::bigint), ('provider_balance', NULL::uuid, -?::bigint)) AS line(account, campaign_id, amount)`,
      [p.id, p.campaignId, p.memberId, p.destinationAccountId, p.amountCents, p.requestedBy, p.createdAt, claimMs / 1000, p.campaignId, p.amountCents, p.amountCents],
    );
    trackAggregate(payout);
  }

  async findByIdForUpdate(id: string): Promise<Payout | null> {
    const [row] = await this.db().execute<PayoutRow[]>(`SELECT * FROM payout WHERE id = ? FOR UPDATE`, [id]);
    return row ? Payout.restore(payoutStateOf(row)) : null;
  }

  async save(payout: Payout): Promise<void> {
    const p = payout.toState();
    if (p.status === 'failed') {
      await this.db().execute(
        `WITH failed AS (
           UPDATE payout SET status = 'failed', failure_reason = ?, settled_at = ?, transfer_claimed_until = NULL
            WHERE id = ? AND status = 'pending' RETURNING id, campaign_id, amount_cents
         )
         INSERT INTO ledger_entry (transaction_id, kind, account, campaign_id, amount_cents)
         SELECT 'payout-reversal:' || failed.id, 'reversal', line.account, line.campaign_id, line.amount
           FROM failed CROSS JOIN LATERAL (VALUES ('campaign_funds', failed.campaign_id, -failed.amount_cents), ('provider_balance', NULL::uuid, failed.amount_cents)) AS line(account, campaign_id, amount)`,
        [p.failureReason, p.settledAt, p.id],
      );
    } else if (p.status === 'paid') {
      await this.db().execute(
        `UPDATE payout SET status = 'paid', provider_transfer_id = ?, settled_at = ?, transfer_claimed_until = NULL WHERE id = ? AND status = 'pending'`,
        [p.providerTransferId, p.settledAt, p.id],
      );
    }
    trackAggregate(payout);
  }

  async claimTransfer(id: string, claimMs: number): Promise<Payout | null> {
    const [row] = await this.db().execute<PayoutRow[]>(
      `UPDATE payout SET transfer_claimed_until = clock_timestamp() + make_interval(secs => ?)
        WHERE id = ? AND status = 'pending' AND (transfer_claimed_until IS NULL OR transfer_claimed_until < clock_timestamp())
        RETURNING *`,
      [claimMs / 1000, id],
    );
    return row ? Payout.restore(payoutStateOf(row)) : null;
  }

  async releaseClaim(id: string): Promise<void> {
    await this.db().execute(`UPDATE payout SET transfer_claimed_until = NULL WHERE id = ? AND status = 'pending'`, [id]);
  }

  async sweepable(olderThanMs: number, limit: number): Promise<Payout[]> {
    const rows = await this.db().execute<PayoutRow[]>(
      `SELECT * FROM payout
        WHERE status = 'pending' AND created_at < now() - make_interval(secs => ?)
          AND (transfer_claimed_until IS NULL OR transfer_claimed_until < clock_timestamp())
        ORDER BY created_at LIMIT ?`,
      [olderThanMs / 1000, limit],
    );
    return rows.map((row) => Payout.restore(payoutStateOf(row)));
  }
}
