import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Demo only: gives freshly seeded content a past, so the admin console's charts and the giving
 * statements show the shapes of a living platform (gifts and sign-ups spread over the last 90
 * days) instead of one spike at the moment of seeding. Each record is first made through the
 * contexts' own use cases, with every rule they check; only its dates are moved here, once, right
 * after it was made. Never used outside demo seeding.
 */
export class DemoHistory {
  constructor(private readonly em: EntityManager) {}

  /** A gift (and its ledger lines) was made at `at`. */
  async backdateGift(paymentIntentId: string, at: Date): Promise<void> {
    await this.em.execute(
      `WITH gift AS (
         UPDATE donation SET created_at = ?, completed_at = CASE WHEN completed_at IS NULL THEN NULL ELSE ?::timestamptz END
          WHERE payment_intent_id = ? RETURNING id
       )
       UPDATE ledger_entry SET created_at = ? WHERE donation_id IN (SELECT id FROM gift)`,
      [at, at, paymentIntentId, at],
    );
    await this.em.execute(`UPDATE sandbox_payment_intent SET created_at = ? WHERE id = ?`, [at, paymentIntentId]);
  }

  /** A member signed up at `at`. */
  async backdateMember(username: string, at: Date): Promise<void> {
    await this.em.execute(`UPDATE app_user SET created_at = ? WHERE username = ?`, [at, username]);
  }

  /** The campaign's updates were posted over the weeks after `since`, oldest first. */
  async spreadUpdates(campaignId: string, since: Date, now: Date): Promise<void> {
    await this.em.execute(
      `WITH ranked AS (
         SELECT id, row_number() OVER (ORDER BY posted_at, id) AS n, count(*) OVER () AS total FROM campaign_update WHERE campaign_id = ?
       )
       UPDATE campaign_update u SET posted_at = ?::timestamptz + (?::timestamptz - ?::timestamptz) * (ranked.n::float / (ranked.total + 1))
         FROM ranked WHERE u.id = ranked.id`,
      [campaignId, since, now, since],
    );
  }

  /** A campaign was started at `at` (before its first gift). */
  async backdateCampaign(campaignId: string, at: Date): Promise<void> {
    await this.em.execute(`UPDATE campaign SET created_at = ?, updated_at = greatest(updated_at, ?) WHERE id = ? AND created_at > ?`, [at, at, campaignId, at]);
  }
}

/** A small repeatable random sequence (mulberry32): the same demo every time. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

/**
 * A moment `daysAgo` days before `now`, at a plausible hour (8 am to 9 pm US Central), never in
 * the future.
 */
export function daysBefore(now: Date, daysAgo: number, random: () => number): Date {
  const hour = 14 + Math.floor(random() * 13); // 14:00–02:59 UTC ≈ 8 am–9 pm Central
  const at = new Date(now.getTime() - daysAgo * DAY);
  at.setUTCHours(hour % 24, Math.floor(random() * 60), Math.floor(random() * 60), 0);
  if (hour >= 24) at.setTime(at.getTime() + DAY);
  return at.getTime() > now.getTime() - 60_000 ? new Date(now.getTime() - 60 * 60_000) : at;
}
