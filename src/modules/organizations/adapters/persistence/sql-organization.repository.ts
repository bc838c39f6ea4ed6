import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { Organization } from '../../domain/organization.aggregate.js';
import type { OrganizationRepository } from '../../domain/organization.repository.js';
import { ORGANIZATION_COLUMNS, OrganizationMapper, type OrganizationRow } from './organization.mapper.js';

/** Organizations with their team and funds; a fund is never deleted (archived instead). */
@Injectable()
export class SqlOrganizationRepository implements OrganizationRepository {
  constructor(private readonly em: EntityManager) {}

  async findByIdForUpdate(id: string): Promise<Organization | null> {
    const [locked] = await this.em.execute<{ id: string }[]>(`SELECT id FROM organization WHERE id = ? FOR UPDATE`, [id]);
    if (!locked) return null;
    const [row] = await this.em.execute<OrganizationRow[]>(`SELECT ${ORGANIZATION_COLUMNS} FROM organization o WHERE o.id = ?`, [id]);
    return row ? OrganizationMapper.toDomain(row) : null;
  }

  async slugsLike(base: string): Promise<string[]> {
    // Registrations of the same name wait for each other (until commit): two "Grace Chapel"s at once get -2, not a 500.
    await this.em.execute(`SELECT pg_advisory_xact_lock(hashtext('organization-slug:' || ?))`, [base]);
    const rows = await this.em.execute<{ slug: string }[]>(`SELECT slug FROM organization WHERE slug = ? OR slug LIKE ?`, [
      base,
      `${base.replace(/[\\%_]/g, '\\$&')}-%`,
    ]);
    return rows.map((r) => r.slug);
  }

  async save(organization: Organization): Promise<void> {
    const s = organization.toState();
    trackAggregate(organization);
    await this.em.execute(
      `INSERT INTO organization (id, slug, name, kind, ein, city, state, website, logo_url, status, registered_by, registered_at,
                                 decided_by, decided_at, rejection_reason)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, city = excluded.city, state = excluded.state, website = excluded.website,
         logo_url = excluded.logo_url, status = excluded.status, decided_by = excluded.decided_by, decided_at = excluded.decided_at,
         rejection_reason = excluded.rejection_reason`,
      [s.id, s.slug, s.name, s.kind, s.ein, s.city, s.state, s.website, s.logoUrl, s.status, s.registeredBy, s.registeredAt, s.decidedBy, s.decidedAt, s.rejectionReason],
    );
    await this.em.execute(`DELETE FROM organization_member WHERE organization_id = ? AND NOT (user_id = ANY(?::uuid[]))`, [
      s.id,
      `{${s.team.map((m) => m.userId).join(',')}}`,
    ]);
    for (const m of s.team) {
      await this.em.execute(
        `INSERT INTO organization_member (organization_id, user_id, role, added_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (organization_id, user_id) DO UPDATE SET role = excluded.role`,
        [s.id, m.userId, m.role, m.addedAt],
      );
    }
    const invitations = s.invitations ?? [];
    await this.em.execute(`DELETE FROM organization_invitation WHERE organization_id = ? AND NOT (id = ANY(?::uuid[]))`, [
      s.id,
      `{${invitations.map((i) => i.id).join(',')}}`,
    ]);
    for (const i of invitations) {
      await this.em.execute(
        `INSERT INTO organization_invitation (id, organization_id, email, role, token_hash, invited_by, invited_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET role = excluded.role, token_hash = excluded.token_hash, invited_by = excluded.invited_by,
           invited_at = excluded.invited_at, expires_at = excluded.expires_at`,
        [i.id, s.id, i.email, i.role, i.tokenHash, i.invitedBy, i.invitedAt, i.expiresAt],
      );
    }
    // Archivals first, so a fund archived and another of its name created in one change never meet in the unique index.
    const funds = [...s.funds].sort((a, b) => Number(b.archivedAt !== null) - Number(a.archivedAt !== null));
    for (const f of funds) {
      await this.em.execute(
        `INSERT INTO organization_fund (id, organization_id, name, description, position, created_at, archived_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description, position = excluded.position,
           archived_at = excluded.archived_at`,
        [f.id, s.id, f.name, f.description, f.position, f.createdAt, f.archivedAt],
      );
    }
  }
}
