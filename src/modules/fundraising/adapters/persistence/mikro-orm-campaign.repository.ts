import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Campaign } from '../../domain/campaign.aggregate.js';
import type { CampaignRepository } from '../../domain/campaign.repository.js';
import { isUuidLike } from '../../domain/slug.js';

@Injectable()
export class MikroOrmCampaignRepository implements CampaignRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: string): Promise<Campaign | null> {
    if (!isUuidLike(id)) return Promise.resolve(null);
    return this.em.findOne(Campaign, { id });
  }

  findBySlug(slug: string): Promise<Campaign | null> {
    return this.em.findOne(Campaign, { slug });
  }

  async slugExists(slug: string): Promise<boolean> {
    return (await this.em.count(Campaign, { slug })) > 0;
  }

  async save(campaign: Campaign): Promise<void> {
    this.em.persist(campaign);
    await this.em.flush();
  }

  async delete(campaign: Campaign): Promise<void> {
    this.em.remove(campaign);
    await this.em.flush();
  }

  async credit(campaignId: string, amountCents: number, donors: number): Promise<boolean> {
    if (!isUuidLike(campaignId)) return false;
    const rows = await this.em.execute<unknown[]>(
      `UPDATE campaign
          SET current_amount_cents = current_amount_cents + ?, donor_count = donor_count + ?
        WHERE id = ?
        RETURNING id`,
      [amountCents, donors, campaignId],
    );
    return rows.length > 0;
  }
}
