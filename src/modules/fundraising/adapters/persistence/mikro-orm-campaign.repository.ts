import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isId, type Money } from '../../../../shared-kernel/domain.js';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { Campaign } from '../../domain/campaign.aggregate.js';
import type { CampaignRepository } from '../../domain/campaign.repository.js';
import { CampaignMapper } from './campaign.mapper.js';
import { CampaignRecord } from './campaign.schema.js';

/** Reads bypass the identity map: every save writes the aggregate's state in one statement. */
@Injectable()
export class MikroOrmCampaignRepository implements CampaignRepository {
  constructor(private readonly em: EntityManager) {}

  async findById(id: string): Promise<Campaign | null> {
    if (!isId(id)) return null;
    const record = await this.em.findOne(CampaignRecord, { id }, { disableIdentityMap: true });
    return record ? CampaignMapper.toDomain(record) : null;
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

  async credit(campaign: Campaign, gift: Money): Promise<void> {
    trackAggregate(campaign);
    await this.em.execute(
      `UPDATE campaign SET current_amount_cents = current_amount_cents + ?, donor_count = donor_count + 1 WHERE id = ?`,
      [gift.cents, campaign.id],
    );
  }
}
