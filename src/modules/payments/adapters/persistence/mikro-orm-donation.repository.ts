import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Donation } from '../../domain/donation.aggregate.js';
import type { DonationRepository } from '../../domain/donation.repository.js';

@Injectable()
export class MikroOrmDonationRepository implements DonationRepository {
  constructor(private readonly em: EntityManager) {}

  async add(donation: Donation): Promise<void> {
    this.em.persist(donation);
    await this.em.flush();
  }

  async save(donation: Donation): Promise<void> {
    this.em.persist(donation);
    await this.em.flush();
  }

  findById(id: string): Promise<Donation | null> {
    return this.em.findOne(Donation, { id }, { refresh: true });
  }

  findByPaymentIntent(paymentIntentId: string): Promise<Donation | null> {
    return this.em.findOne(Donation, { paymentIntentId }, { refresh: true });
  }

  async markCompleted(donationId: string, at: Date): Promise<boolean> {
    // One statement: the donation flips to completed at most once, and only then do the totals move.
    const rows = await this.em.execute<unknown[]>(
      `WITH done AS (
         UPDATE donation SET status = 'completed', completed_at = ?, failure_reason = NULL
          WHERE id = ? AND status <> 'completed'
          RETURNING gift_cents, tip_cents
       ), totals AS (
         UPDATE donation_totals t
            SET completed_count = t.completed_count + 1,
                gift_cents = t.gift_cents + done.gift_cents,
                tip_cents = t.tip_cents + done.tip_cents
           FROM done
          WHERE t.id
          RETURNING 1
       )
       SELECT 1 FROM totals`,
      [at, donationId],
    );
    return rows.length === 1;
  }

  async markFailed(donationId: string, reason: string): Promise<void> {
    await this.em.execute(`UPDATE donation SET status = 'failed', failure_reason = ? WHERE id = ? AND status = 'pending'`, [
      reason.slice(0, 500),
      donationId,
    ]);
  }

  async countStartedFromIp(ip: string, seconds: number): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(
      `SELECT count(*) AS n FROM donation WHERE client_ip = ? AND created_at > now() - make_interval(secs => ?)`,
      [ip, seconds],
    );
    return Number(row?.n ?? 0);
  }

  async countDeclined(filter: { clientKey?: string; ip?: string }, seconds: number): Promise<number> {
    const [column, value] = filter.clientKey ? ['client_key', filter.clientKey] : ['client_ip', filter.ip];
    const [row] = await this.em.execute<{ n: string }[]>(
      `SELECT count(*) AS n FROM donation WHERE ${column} = ? AND status = 'failed' AND created_at > now() - make_interval(secs => ?)`,
      [value, seconds],
    );
    return Number(row?.n ?? 0);
  }
}
