import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PayoutRecord, PayoutStore } from '../../application/campaign-payouts.service.js';
import { payoutStateOf, type PayoutRow } from './sql-payout.repository.js';

/** What payout requests are decided on (the campaign's lock, its hold, its available funds) and the payouts' lists. */
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
      `SELECT (SELECT coalesce(-sum(amount_cents), 0) FROM ledger_entry WHERE campaign_id = ? AND account = 'campaign_funds')
            - (SELECT coalesce(sum(amount_cents), 0) FROM refund_reservation WHERE campaign_id = ? AND expires_at > clock_timestamp()) AS available`,
      [campaignId, campaignId],
    );
    return Number(row?.available ?? 0);
  }

  async reserveRefund(r: { donationId: string; campaignId: string; amountCents: number }, ms: number): Promise<void> {
    await this.db().execute(
      `INSERT INTO refund_reservation (donation_id, campaign_id, amount_cents, expires_at) VALUES (?, ?, ?, clock_timestamp() + make_interval(secs => ?))
       ON CONFLICT (donation_id) DO UPDATE SET amount_cents = excluded.amount_cents, expires_at = excluded.expires_at`,
      [r.donationId, r.campaignId, r.amountCents, ms / 1000],
    );
  }

  async listOf(campaignId: string): Promise<PayoutRecord[]> {
    const rows = await this.db().execute<PayoutRow[]>(`SELECT * FROM payout WHERE campaign_id = ? ORDER BY created_at DESC, id`, [campaignId]);
    return rows.map(payoutStateOf);
  }

  async listOfMember(memberId: string, limit: number): Promise<PayoutRecord[]> {
    const rows = await this.db().execute<PayoutRow[]>(`SELECT * FROM payout WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`, [memberId, limit]);
    return rows.map(payoutStateOf);
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
