import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CampaignPrayersRepository } from '../../domain/campaign-prayers.repository.js';

@Injectable()
export class SqlCampaignPrayersRepository implements CampaignPrayersRepository {
  constructor(private readonly em: EntityManager) {}

  async toggle(campaignId: string, userId: string, at: Date): Promise<boolean> {
    // One statement: the mark is taken away if it is there, added otherwise (a concurrent add by the
    // same member conflicts on the key and adds nothing).
    const [row] = await this.em.execute<{ added: string }[]>(
      `WITH removed AS (
         DELETE FROM campaign_prayer WHERE campaign_id = ? AND user_id = ? RETURNING 1
       ), added AS (
         INSERT INTO campaign_prayer (campaign_id, user_id, created_at)
         SELECT ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM removed)
         ON CONFLICT (campaign_id, user_id) DO NOTHING RETURNING 1
       )
       SELECT (SELECT count(*) FROM added) AS added`,
      [campaignId, userId, campaignId, userId, at],
    );
    return Number(row?.added ?? 0) > 0;
  }

  async count(campaignId: string): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(`SELECT count(*) AS n FROM campaign_prayer WHERE campaign_id = ?`, [campaignId]);
    return Number(row?.n ?? 0);
  }

  async isPraying(campaignId: string, userId: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(`SELECT 1 FROM campaign_prayer WHERE campaign_id = ? AND user_id = ?`, [campaignId, userId]);
    return rows.length > 0;
  }
}
