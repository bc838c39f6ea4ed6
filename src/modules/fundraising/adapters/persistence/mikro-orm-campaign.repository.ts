import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { PlainSql } from '../../../../shared-kernel/infrastructure/database/plain-sql.js';
import { Injectable } from '@nestjs/common';
import { isId, type Money } from '../../../../shared-kernel/domain.js';
import { statementClaim, trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { Campaign } from '../../domain/campaign.aggregate.js';
import type { CampaignRepository } from '../../domain/campaign.repository.js';
import { CampaignMapper } from './campaign.mapper.js';
import { CampaignRecord } from './campaign.schema.js';

/** Reads bypass the identity map: every save writes the aggregate's state in one statement. */
/** A campaign row as PostgreSQL returns it. */
interface CampaignRow {
  id: string;
  slug: string;
  owner_id: string;
  title: string;
  description: string;
  goal_cents: string | number;
  image: string | null;
  video: string | null;
  additional_images: string[] | string;
  end_date: Date | string | null;
  end_time_zone: string | null;
  is_active: boolean;
  status: CampaignRecord['status'];
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  archived_at: Date | string | null;
  pending_revision: CampaignRecord['pendingRevision'] | string | null;
  last_rejection: CampaignRecord['lastRejection'] | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function recordOf(row: CampaignRow): CampaignRecord {
  return Object.assign(new CampaignRecord(), {
    id: row.id,
    slug: row.slug,
    ownerId: row.owner_id,
    title: row.title,
    description: row.description,
    goalCents: Number(row.goal_cents),
    image: row.image,
    video: row.video,
    additionalImages: json(row.additional_images),
    endDate: dateOrNull(row.end_date),
    endTimeZone: row.end_time_zone,
    isActive: row.is_active,
    status: row.status,
    reviewedBy: row.reviewed_by,
    reviewedAt: dateOrNull(row.reviewed_at),
    archivedAt: dateOrNull(row.archived_at),
    pendingRevision: row.pending_revision === null ? null : json(row.pending_revision),
    lastRejection: row.last_rejection === null ? null : json(row.last_rejection),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  } satisfies CampaignRecord);
}

@Injectable()
export class MikroOrmCampaignRepository implements CampaignRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PlainSql,
  ) {}

  /** A read by key with plain SQL (giving reads a campaign on every gift: no ORM hydration). */
  async findById(id: string): Promise<Campaign | null> {
    return (await this.findForGiving(id))?.campaign ?? null;
  }

  async findForGiving(id: string): Promise<{ campaign: Campaign; giftsStarted: boolean } | null> {
    if (!isId(id)) return null;
    const [row] = await this.sql.run<CampaignRow & { donations_started_at: Date | null }>(this.em, `SELECT * FROM campaign WHERE id = ?`, [id]);
    return row ? { campaign: CampaignMapper.toDomain(recordOf(row)), giftsStarted: row.donations_started_at !== null } : null;
  }

  async findByIdForUpdate(id: string): Promise<Campaign | null> {
    if (!isId(id)) return null;
    const record = await this.em.findOne(CampaignRecord, { id }, { disableIdentityMap: true, lockMode: LockMode.PESSIMISTIC_WRITE });
    return record ? CampaignMapper.toDomain(record) : null;
  }

  async slugExists(slug: string): Promise<boolean> {
    return (await this.em.count(CampaignRecord, { slug })) > 0;
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

  async noteDonationStarted(campaignId: string, at: Date): Promise<void> {
    if (!isId(campaignId)) return;
    await this.em.execute(`UPDATE campaign SET donations_started_at = ? WHERE id = ? AND donations_started_at IS NULL`, [at, campaignId]);
  }

  async save(campaign: Campaign): Promise<void> {
    trackAggregate(campaign);
    await this.em.upsert(CampaignRecord, CampaignMapper.toRecord(campaign), {
      disableIdentityMap: true,
      onConflictFields: ['id'],
      onConflictExcludeFields: ['id', 'ownerId', 'createdAt'],
    });
  }

  async remove(campaign: Campaign): Promise<void> {
    trackAggregate(campaign);
    await this.em.nativeDelete(CampaignRecord, { id: campaign.id });
  }

  async debitRefund(campaignId: string, gift: Money): Promise<void> {
    await this.em.execute(
      `UPDATE campaign SET current_amount_cents = current_amount_cents - ?, donor_count = greatest(donor_count - 1, 0) WHERE id = ?`,
      [gift.cents, campaignId],
    );
  }

  /** In a consumer's one-statement delivery, the same statement claims its processed key (credited once). */
  async credit(campaignId: string, gift: Money): Promise<Campaign | null> {
    if (!isId(campaignId)) return null;
    const claim = statementClaim();
    const [row] = await this.sql.run<CampaignRow>(
      this.em,
      `${claim ? `WITH ${claim.sql} ` : ''}UPDATE campaign SET current_amount_cents = current_amount_cents + ?, donor_count = donor_count + 1
        WHERE id = ?${claim ? ' AND EXISTS (SELECT 1 FROM claimed)' : ''} RETURNING *`,
      [...(claim?.params ?? []), gift.cents, campaignId],
    );
    if (!row) return null;
    const campaign = CampaignMapper.toDomain(recordOf(row));
    trackAggregate(campaign);
    return campaign;
  }
}
