import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { CampaignUpdate, CampaignUpdateState } from '../../domain/campaign-update.aggregate.js';
import type { CampaignUpdateRepository } from '../../domain/campaign-update.repository.js';

interface Row {
  id: string;
  campaign_id: string;
  author_id: string;
  title: string;
  body: string;
  image: string | null;
  posted_at: Date | string;
}

/** Updates are written once and never changed: one INSERT each. */
@Injectable()
export class SqlCampaignUpdateRepository implements CampaignUpdateRepository {
  constructor(private readonly em: EntityManager) {}

  async save(update: CampaignUpdate): Promise<void> {
    const s = update.toState();
    trackAggregate(update);
    await this.em.execute(
      `INSERT INTO campaign_update (id, campaign_id, author_id, title, body, image, posted_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [s.id, s.campaignId, s.authorId, s.title, s.body, s.image, s.postedAt],
    );
  }

  async listForCampaign(campaignId: string, limit: number): Promise<CampaignUpdateState[]> {
    const rows = await this.em.execute<Row[]>(
      `SELECT * FROM campaign_update WHERE campaign_id = ? ORDER BY posted_at DESC, id DESC LIMIT ?`,
      [campaignId, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      campaignId: r.campaign_id,
      authorId: r.author_id,
      title: r.title,
      body: r.body,
      image: r.image,
      postedAt: new Date(r.posted_at),
    }));
  }
}
