import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import { CampaignUpdate, type CampaignUpdateState, type CampaignUpdateStatus } from '../../domain/campaign-update.aggregate.js';
import type { CampaignUpdateRepository } from '../../domain/campaign-update.repository.js';

interface Row {
  id: string;
  campaign_id: string;
  author_id: string;
  title: string;
  body: string;
  image: string | null;
  posted_at: Date | string;
  status: CampaignUpdateStatus;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  rejection_reason: string | null;
}

function toState(r: Row): CampaignUpdateState {
  return {
    id: r.id,
    campaignId: r.campaign_id,
    authorId: r.author_id,
    title: r.title,
    body: r.body,
    image: r.image,
    postedAt: new Date(r.posted_at),
    status: r.status,
    reviewedBy: r.reviewed_by,
    reviewedAt: r.reviewed_at ? new Date(r.reviewed_at) : null,
    rejectionReason: r.rejection_reason,
  };
}

/** An update's text is written once; only its review (status, reviewer, reason) changes afterwards. */
@Injectable()
export class SqlCampaignUpdateRepository implements CampaignUpdateRepository {
  constructor(private readonly em: EntityManager) {}

  async save(update: CampaignUpdate): Promise<void> {
    const s = update.toState();
    trackAggregate(update);
    await this.em.execute(
      `INSERT INTO campaign_update (id, campaign_id, author_id, title, body, image, posted_at, status, reviewed_by, reviewed_at, rejection_reason)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, reviewed_by = excluded.reviewed_by,
         reviewed_at = excluded.reviewed_at, rejection_reason = excluded.rejection_reason`,
      [s.id, s.campaignId, s.authorId, s.title, s.body, s.image, s.postedAt, s.status, s.reviewedBy, s.reviewedAt, s.rejectionReason],
    );
  }

  async findById(id: string): Promise<CampaignUpdateState | null> {
    const [row] = await this.em.execute<Row[]>(`SELECT * FROM campaign_update WHERE id = ?`, [id]);
    return row ? toState(row) : null;
  }

  async findByIdForUpdate(id: string): Promise<CampaignUpdate | null> {
    const [row] = await this.em.execute<Row[]>(`SELECT * FROM campaign_update WHERE id = ? FOR UPDATE`, [id]);
    return row ? CampaignUpdate.restore(toState(row)) : null;
  }

  async listForCampaign(campaignId: string, limit: number, options: { approvedOnly: boolean }): Promise<CampaignUpdateState[]> {
    const rows = await this.em.execute<Row[]>(
      `SELECT * FROM campaign_update WHERE campaign_id = ? ${options.approvedOnly ? `AND status = 'approved'` : ''}
        ORDER BY posted_at DESC, id DESC LIMIT ?`,
      [campaignId, limit],
    );
    return rows.map(toState);
  }

  async inOrder(ids: string[]): Promise<CampaignUpdateState[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.execute<Row[]>(`SELECT * FROM campaign_update WHERE id = ANY(?::uuid[])`, [`{${ids.join(',')}}`]);
    const byId = new Map(rows.map((r) => [r.id, toState(r)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async postedSince(campaignId: string, since: Date): Promise<{ count: number; earliest: Date | null }> {
    const [row] = await this.em.execute<{ count: string | number; earliest: Date | string | null }[]>(
      `SELECT count(*) AS count, min(posted_at) AS earliest FROM campaign_update WHERE campaign_id = ? AND posted_at > ?`,
      [campaignId, since],
    );
    return { count: Number(row?.count ?? 0), earliest: row?.earliest ? new Date(row.earliest) : null };
  }
}
