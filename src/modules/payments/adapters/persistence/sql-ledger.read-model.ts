import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CampaignFundsFigures, LedgerReadModel, LedgerReconciliation } from '../../application/ledger.read-model.js';

/**
 * The ledger's figures, summed from its lines (no running-total row). A campaign's account is
 * credited (negative) by gifts and debited (positive) by refunds and payouts, so what it is owed
 * is the negated sum of its lines.
 */
@Injectable()
export class SqlLedgerReadModel implements LedgerReadModel {
  constructor(private readonly em: EntityManager) {}

  async campaignFunds(campaignId: string): Promise<CampaignFundsFigures> {
    // Paid out and pending come from the payouts (a failed payout's lines are reversed in the ledger).
    const [row] = await this.em.execute<{ raised: string; refunded: string; after_payout: string; paid_out: string; pending: string; available: string }[]>(
      `SELECT coalesce(-sum(amount_cents) FILTER (WHERE kind = 'gift'), 0) AS raised,
              coalesce(sum(amount_cents) FILTER (WHERE kind IN ('refund', 'refund_after_payout')), 0) AS refunded,
              coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund_after_payout'), 0) AS after_payout,
              (SELECT coalesce(sum(amount_cents), 0) FROM payout WHERE campaign_id = ? AND status = 'paid') AS paid_out,
              (SELECT coalesce(sum(amount_cents), 0) FROM payout WHERE campaign_id = ? AND status = 'pending') AS pending,
              coalesce(-sum(amount_cents), 0) AS available
         FROM ledger_entry WHERE campaign_id = ? AND account = 'campaign_funds'`,
      [campaignId, campaignId, campaignId],
    );
    return {
      raisedCents: Number(row?.raised ?? 0),
      refundedCents: Number(row?.refunded ?? 0),
      paidOutCents: Number(row?.paid_out ?? 0),
      availableCents: Number(row?.available ?? 0),
      pendingCents: Number(row?.pending ?? 0),
      refundedAfterPayoutCents: Number(row?.after_payout ?? 0),
    };
  }

  async reconciliation(): Promise<LedgerReconciliation> {
    const em = this.em.fork();
    const unbalanced = await em.execute<{ transaction_id: string }[]>(
      `SELECT transaction_id FROM ledger_entry GROUP BY transaction_id, kind HAVING sum(amount_cents) <> 0 ORDER BY transaction_id LIMIT 100`,
    );
    const accounts = await em.execute<{ account: string; balance: string }[]>(
      `SELECT account, sum(amount_cents) AS balance FROM ledger_entry GROUP BY account ORDER BY account`,
    );
    const [gifts] = await em.execute<{ gift: string; tip: string; ledger_gift: string; ledger_tip: string; missing: string }[]>(
      `WITH d AS (SELECT id,
                         CASE WHEN status = 'completed' THEN gift_cents ELSE 0 END AS gift_cents,
                         CASE WHEN status = 'completed' THEN tip_cents ELSE 0 END AS tip_cents
                    FROM donation WHERE status IN ('completed', 'refunded')),
            l AS (SELECT donation_id,
                         -sum(amount_cents) FILTER (WHERE account IN ('campaign_funds', 'fund_funds')) AS gift,
                         -sum(amount_cents) FILTER (WHERE account = 'platform_tips') AS tip
                    FROM ledger_entry WHERE kind IN ('gift', 'tip', 'refund', 'refund_after_payout') GROUP BY donation_id)
       SELECT (SELECT coalesce(sum(gift_cents), 0) FROM d) AS gift,
              (SELECT coalesce(sum(tip_cents), 0) FROM d) AS tip,
              (SELECT coalesce(sum(gift), 0) FROM l) AS ledger_gift,
              (SELECT coalesce(sum(tip), 0) FROM l) AS ledger_tip,
              (SELECT count(*) FROM d LEFT JOIN l ON l.donation_id = d.id
                WHERE coalesce(l.gift, 0) <> d.gift_cents OR coalesce(l.tip, 0) <> d.tip_cents) AS missing`,
    );
    const [afterPayout] = await em.execute<{ cents: string }[]>(
      `SELECT coalesce(sum(amount_cents), 0) AS cents FROM ledger_entry WHERE kind = 'refund_after_payout' AND account = 'campaign_funds'`,
    );
    const negative = await em.execute<{ campaign_id: string; available: string }[]>(
      `SELECT campaign_id, -sum(amount_cents) AS available FROM ledger_entry WHERE account = 'campaign_funds'
        GROUP BY campaign_id HAVING sum(amount_cents) > 0 ORDER BY sum(amount_cents) DESC LIMIT 100`,
    );
    const total = accounts.reduce((sum, a) => sum + Number(a.balance), 0);
    const result = {
      totalCents: total,
      unbalancedTransactions: unbalanced.map((u) => u.transaction_id),
      accounts: accounts.map((a) => ({ account: a.account, balanceCents: Number(a.balance) })),
      giftsNotInLedger: Number(gifts?.missing ?? 0),
      completedGiftCents: Number(gifts?.gift ?? 0),
      ledgerGiftCents: Number(gifts?.ledger_gift ?? 0),
      completedTipCents: Number(gifts?.tip ?? 0),
      ledgerTipCents: Number(gifts?.ledger_tip ?? 0),
      refundsAfterPayoutCents: Number(afterPayout?.cents ?? 0),
      negativeCampaigns: negative.map((n) => ({ campaignId: n.campaign_id, availableCents: Number(n.available) })),
    };
    return {
      ...result,
      balanced:
        result.totalCents === 0 &&
        result.unbalancedTransactions.length === 0 &&
        result.giftsNotInLedger === 0 &&
        result.completedGiftCents === result.ledgerGiftCents &&
        result.completedTipCents === result.ledgerTipCents,
    };
  }
}
