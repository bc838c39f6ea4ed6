import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UpdateOptOuts } from '../../application/campaign-update-audience.facade.js';

@Injectable()
export class SqlUpdateOptOuts implements UpdateOptOuts {
  constructor(private readonly em: EntityManager) {}

  async optOut(campaignId: string, email: string, at: Date): Promise<void> {
    await this.em.execute(
      `INSERT INTO campaign_update_opt_out (campaign_id, email, opted_out_at) VALUES (?, ?, ?) ON CONFLICT (campaign_id, email) DO NOTHING`,
      [campaignId, email, at],
    );
  }

  async optedOut(campaignId: string): Promise<Set<string>> {
    const rows = await this.em.execute<{ email: string }[]>(`SELECT email FROM campaign_update_opt_out WHERE campaign_id = ?`, [campaignId]);
    return new Set(rows.map((r) => r.email));
  }
}
