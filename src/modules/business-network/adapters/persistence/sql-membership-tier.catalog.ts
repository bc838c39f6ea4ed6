import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MembershipTier, MembershipTierCatalog } from '../../application/membership-tier-catalog.port.js';

interface TierRow {
  id: string;
  name: string;
  price_cents: string;
  description: string;
  features: string[] | string;
}

function toTier(row: TierRow): MembershipTier {
  return {
    id: row.id,
    name: row.name,
    priceCents: Number(row.price_cents),
    description: row.description,
    features: typeof row.features === 'string' ? (JSON.parse(row.features) as string[]) : row.features,
  };
}

/** The seeded tiers (membership_tier), read as they are. */
@Injectable()
export class SqlMembershipTierCatalog implements MembershipTierCatalog {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<MembershipTier[]> {
    return (await this.em.execute<TierRow[]>(`SELECT * FROM membership_tier WHERE is_active ORDER BY sort_order`)).map(toTier);
  }

  async find(id: string): Promise<MembershipTier | null> {
    const rows = await this.em.execute<TierRow[]>(`SELECT * FROM membership_tier WHERE id = ?`, [id]);
    return rows[0] ? toTier(rows[0]) : null;
  }
}
