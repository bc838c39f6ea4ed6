import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BusinessProfileView, DirectoryReadModel } from '../../application/directory-queries.js';

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
  membership_tier_id: string | null;
  tier_name: string | null;
  is_founding: boolean;
  created_at: Date | string;
}

const SELECT = `
  SELECT p.*, t.name AS tier_name, (f.user_id IS NOT NULL) AS is_founding
    FROM business_profile p
    LEFT JOIN membership_tier t ON t.id = p.membership_tier_id
    LEFT JOIN founding_member f ON f.user_id = p.owner_id`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    services: typeof row.services === 'string' ? JSON.parse(row.services) : row.services,
    membershipTierId: row.membership_tier_id,
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

  async search(filter: { text?: string; industry?: string; limit: number }): Promise<BusinessProfileView[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const text = filter.text?.trim();
    if (text) {
      const like = `%${escapeLike(text)}%`;
      where.push(`(p.company_name ILIKE ? OR p.description ILIKE ? OR p.services::text ILIKE ?)`);
      params.push(like, like, like);
    }
    if (filter.industry) {
      where.push('p.industry = ?');
      params.push(filter.industry);
    }
    const rows = await this.em.execute<Row[]>(
      `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${text ? '(p.company_name ILIKE ?) DESC, ' : ''}(p.membership_tier_id IS NOT NULL) DESC, p.created_at DESC
       LIMIT ?`,
      [...params, ...(text ? [`%${escapeLike(text)}%`] : []), filter.limit],
    );
    return rows.map(toView);
  }

  async findById(id: string): Promise<BusinessProfileView | null> {
    if (!UUID.test(id)) return null;
    const rows = await this.em.execute<Row[]>(`${SELECT} WHERE p.id = ?`, [id]);
    return rows[0] ? toView(rows[0]) : null;
  }

  async findByOwner(ownerId: string): Promise<BusinessProfileView | null> {
    const rows = await this.em.execute<Row[]>(`${SELECT} WHERE p.owner_id = ?`, [ownerId]);
    return rows[0] ? toView(rows[0]) : null;
  }
}
