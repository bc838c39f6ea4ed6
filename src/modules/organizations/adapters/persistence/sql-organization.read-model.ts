import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { namesAnId } from '../../../../shared-kernel/domain.js';
import type { OrganizationState, OrganizationStatus, TeamRole } from '../../domain/organization.aggregate.js';
import type { OrganizationListFilter, OrganizationReadModel, ServedOrganization } from '../../application/organization.read-model.js';
import { ORGANIZATION_COLUMNS, OrganizationMapper, type OrganizationRow } from './organization.mapper.js';

/** Organizations read from organization, organization_member and organization_fund. */
@Injectable()
export class SqlOrganizationReadModel implements OrganizationReadModel {
  constructor(private readonly em: EntityManager) {}

  async find(slugOrId: string): Promise<OrganizationState | null> {
    const [row] = await this.em.execute<OrganizationRow[]>(
      `SELECT ${ORGANIZATION_COLUMNS} FROM organization o WHERE ${namesAnId(slugOrId) ? 'o.id = ?' : 'o.slug = ?'}`,
      [slugOrId],
    );
    return row ? OrganizationMapper.toState(row) : null;
  }

  async list(filter: OrganizationListFilter): Promise<OrganizationState[]> {
    const rows = await this.em.execute<OrganizationRow[]>(
      `SELECT ${ORGANIZATION_COLUMNS} FROM organization o ${filter.status ? 'WHERE o.status = ?' : ''}
        ORDER BY o.registered_at DESC, o.id DESC LIMIT ? OFFSET ?`,
      [...(filter.status ? [filter.status] : []), filter.limit, filter.offset],
    );
    return rows.map((r) => OrganizationMapper.toState(r));
  }

  async servedBy(userId: string): Promise<ServedOrganization[]> {
    const rows = await this.em.execute<{ id: string; slug: string; name: string; status: OrganizationStatus; role: TeamRole }[]>(
      `SELECT o.id, o.slug, o.name, o.status, m.role
         FROM organization_member m JOIN organization o ON o.id = m.organization_id
        WHERE m.user_id = ? ORDER BY o.name, o.id`,
      [userId],
    );
    return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, status: r.status, role: r.role }));
  }
}
