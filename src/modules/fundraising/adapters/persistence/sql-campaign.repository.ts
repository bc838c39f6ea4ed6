import { EntityManager } from '@mikro-orm/postgresql';
import { PlainSql } from '../../../../shared-kernel/infrastructure/database/plain-sql.js';
import { Injectable } from '@nestjs/common';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import { OutboxStatement } from '../../../../shared-kernel/infrastructure/outbox/outbox-statement.js';
import type { Campaign } from '../../domain/campaign.aggregate.js';
import type { CampaignRepository } from '../../domain/campaign.repository.js';
import type { GivingChange } from '../../domain/giving-change.js';
import { CampaignMapper, type CampaignRow } from './campaign.mapper.js';

/** The columns a save writes, in the order of its INSERT; on conflict all but these are replaced. */
const COLUMNS = [
  'id', 'slug', 'owner_id', 'organization_id', 'title', 'description', 'goal_cents', 'image', 'video', 'additional_images', 'end_date', 'end_time_zone',
  'is_active', 'status', 'reviewed_by', 'reviewed_at', 'archived_at', 'pending_revision', 'last_rejection', 'created_at', 'updated_at',
] as const satisfies readonly (keyof CampaignRow)[];
const KEPT_ON_CONFLICT: readonly string[] = ['id', 'owner_id', 'organization_id', 'created_at'];
const JSONB: readonly string[] = ['additional_images', 'pending_revision', 'last_rejection'];
const UPSERT = `INSERT INTO campaign (${COLUMNS.join(', ')})
  VALUES (${COLUMNS.map((column) => (JSONB.includes(column) ? '?::jsonb' : '?')).join(', ')})
  ON CONFLICT (id) DO UPDATE SET ${COLUMNS.filter((column) => !KEPT_ON_CONFLICT.includes(column)).map((column) => `${column} = excluded.${column}`).join(', ')}`;

/** Every read and write is one plain statement: no identity map, no ORM hydration (giving reads a campaign on every gift). */
@Injectable()
export class SqlCampaignRepository implements CampaignRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PlainSql,
    private readonly statement: OutboxStatement,
  ) {}

  async findById(id: string): Promise<Campaign | null> {
    return (await this.findForGiving(id))?.campaign ?? null;
  }

  async findForGiving(id: string): Promise<{ campaign: Campaign; giftsStarted: boolean } | null> {
    const [row] = await this.sql.run<CampaignRow & { donations_started_at: Date | null }>(this.em, `SELECT * FROM campaign WHERE id = ?`, [id]);
    return row ? { campaign: CampaignMapper.toDomain(row), giftsStarted: row.donations_started_at !== null } : null;
  }

  async findByIdForUpdate(id: string): Promise<Campaign | null> {
    if (!this.em.isInTransaction()) throw new Error('A campaign is locked inside a unit of work');
    const [row] = await this.em.execute<CampaignRow[]>(`SELECT * FROM campaign WHERE id = ? FOR UPDATE`, [id]);
    return row ? CampaignMapper.toDomain(row) : null;
  }

  async slugExists(slug: string): Promise<boolean> {
    const [row] = await this.sql.run<{ taken: boolean }>(this.em, `SELECT EXISTS (SELECT 1 FROM campaign WHERE slug = ?) AS taken`, [slug]);
    return row?.taken === true;
  }

  async idsOwnedBy(ownerId: string): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(`SELECT id FROM campaign WHERE owner_id = ? AND archived_at IS NULL ORDER BY created_at`, [ownerId]);
    return rows.map((row) => row.id);
  }

  async giftsReceived(campaign: Campaign): Promise<number> {
    const [row] = await this.em.execute<{ donor_count: number; donations_started_at: Date | null }[]>(
      `SELECT donor_count, donations_started_at FROM campaign WHERE id = ?`,
      [campaign.id],
    );
    const credited = Number(row?.donor_count ?? 0);
    return credited > 0 ? credited : row?.donations_started_at ? 1 : 0;
  }

  async save(campaign: Campaign): Promise<void> {
    trackAggregate(campaign);
    const row = CampaignMapper.toRow(campaign);
    await this.sql.run(this.em, UPSERT, COLUMNS.map((column) => row[column]));
  }

  async remove(campaign: Campaign): Promise<void> {
    trackAggregate(campaign);
    await this.sql.run(this.em, `DELETE FROM campaign WHERE id = ?`, [campaign.id]);
  }

  /** One statement per change (OutboxStatement: in a consumer's one-statement delivery it also claims the processed key). */
  async apply(change: GivingChange): Promise<Campaign | null> {
    const [row] = await this.statement.run<CampaignRow>(null, (guard) => {
      switch (change.kind) {
        case 'gift-started':
          return {
            ctes: `changed AS (UPDATE campaign SET donations_started_at = ? WHERE id = ? AND donations_started_at IS NULL AND ${guard} RETURNING id)`,
            params: [change.at, change.campaignId],
          };
        case 'gift-credited':
          return {
            ctes: `changed AS (UPDATE campaign SET current_amount_cents = current_amount_cents + ?, donor_count = donor_count + 1
                    WHERE id = ? AND ${guard} RETURNING *)`,
            params: [change.cents, change.campaignId],
          };
        case 'gift-refunded':
          return {
            ctes: `changed AS (UPDATE campaign SET current_amount_cents = current_amount_cents - ?, donor_count = greatest(donor_count - 1, 0)
                    WHERE id = ? AND ${guard} RETURNING id)`,
            params: [change.cents, change.campaignId],
          };
      }
    });
    if (change.kind !== 'gift-credited' || !row) return null;
    const campaign = CampaignMapper.toDomain(row);
    trackAggregate(campaign);
    return campaign;
  }
}
