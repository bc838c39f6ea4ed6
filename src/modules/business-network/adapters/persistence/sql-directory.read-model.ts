import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BusinessProfileView, DirectoryReadModel, DirectorySearch } from '../../application/business-directory.read-model.js';
import { LIVE_STATUSES } from '../../domain/membership.aggregate.js';

interface Row {
  id: string;
  owner_id: string;
  company_name: string;
  industry: string;
  description: string;
  website: string | null;
  location: string;
  phone: string | null;
  email: string | null;
  logo: string | null;
  networking_goals: string | null;
  services: string[] | string;
  tier_id: string | null;
  tier_name: string | null;
  is_founding: boolean;
  created_at: Date | string;
}

// A business shows its owner's tier while their membership is live, and whether they hold a founding place.
const SELECT = `
  SELECT p.id, p.owner_id, p.company_name, p.industry, p.description, p.website, p.location, p.phone, p.email,
         p.logo, p.networking_goals, p.services, p.created_at,
         m.tier_id, t.name AS tier_name, (f.user_id IS NOT NULL) AS is_founding
    FROM business_profile p
    LEFT JOIN membership m ON m.user_id = p.owner_id AND m.status IN (${LIVE_STATUSES.map((s) => `'${s}'`).join(', ')})
    LEFT JOIN membership_tier t ON t.id = m.tier_id
    LEFT JOIN founding_member f ON f.user_id = p.owner_id`;

function toView(row: Row): BusinessProfileView {
  return {
    id: row.id,
    ownerId: row.owner_id,
    companyName: row.company_name,
    industry: row.industry,
    description: row.description,
    website: row.website,
    location: row.location,
    phone: row.phone,
    email: row.email,
    logo: row.logo,
    networkingGoals: row.networking_goals,
    services: typeof row.services === 'string' ? (JSON.parse(row.services) as string[]) : row.services,
    membershipTierId: row.tier_id,
    membershipTierName: row.tier_name ?? (row.is_founding ? 'Founding Member' : null),
    isFoundingMember: row.is_founding,
    createdAt: new Date(row.created_at),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

@Injectable()
export class SqlDirectoryReadModel implements DirectoryReadModel {
  constructor(private readonly em: EntityManager) {}

  /**
   * Name matches first, then by tier as the tiers promise (Executive, Professional, Basic, then founding and
   * free listings), then the newest.
   */
  async search(filter: DirectorySearch): Promise<BusinessProfileView[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const text = filter.text?.trim();
    const like = text ? `%${escapeLike(text)}%` : null;
    if (like) {
      where.push(`(p.company_name ILIKE ? OR p.description ILIKE ? OR p.services::text ILIKE ?)`);
      params.push(like, like, like);
    }
    if (filter.industry) {
      where.push('p.industry = ?');
      params.push(filter.industry);
    }
    const rows = await this.em.execute<Row[]>(
      `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${like ? '(p.company_name ILIKE ?) DESC, ' : ''}t.sort_order DESC NULLS LAST, p.created_at DESC
       LIMIT ?`,
      [...params, ...(like ? [like] : []), filter.limit],
    );
    return rows.map(toView);
  }

  async findById(id: string): Promise<BusinessProfileView | null> {
    const rows = await this.em.execute<Row[]>(`${SELECT} WHERE p.id = ?`, [id]);
    return rows[0] ? toView(rows[0]) : null;
  }

  async findByOwner(ownerId: string): Promise<BusinessProfileView | null> {
    const rows = await this.em.execute<Row[]>(`${SELECT} WHERE p.owner_id = ?`, [ownerId]);
    return rows[0] ? toView(rows[0]) : null;
  }

  async countProfiles(): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(`SELECT count(*) AS n FROM business_profile`);
    return Number(row?.n ?? 0);
  }

  async countIndustries(): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(`SELECT count(DISTINCT industry) AS n FROM business_profile`);
    return Number(row?.n ?? 0);
  }
}
