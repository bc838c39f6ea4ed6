import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PlainSql } from '../../../../shared-kernel/infrastructure/database/plain-sql.js';
import type { CampaignStatus } from '../../domain/campaign-status.js';
import { Cursor, pageOf } from '../../../../shared-kernel/application.js';
import { dayIn } from '../../../../shared-kernel/domain.js';
import type { CampaignGivingFigures, CampaignPage, CampaignReadModel, CampaignRejectionView, CampaignRevisionView, CampaignSearch, CampaignView, ReviewListFilter } from '../../application/campaign.read-model.js';
import type { CampaignRejectionRecord, CampaignRevisionRecord } from './campaign.mapper.js';
import { CAMPAIGN_COLUMNS as COLUMNS, PUBLIC_WHERE, searchCampaigns } from './campaign-search.sql.js';

interface CampaignRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  goal_cents: string;
  current_amount_cents: string;
  donor_count: number;
  image: string | null;
  video: string | null;
  additional_images: string[] | string;
  end_date: Date | string | null;
  end_time_zone: string | null;
  is_active: boolean;
  status: CampaignStatus;
  archived_at: Date | string | null;
  pending_revision: CampaignRevisionRecord | string | null;
  last_rejection: CampaignRejectionRecord | string | null;
  owner_id: string;
  organization_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}


function revisionOf(raw: CampaignRevisionRecord | string | null): CampaignRevisionView | null {
  if (raw === null) return null;
  const r = typeof raw === 'string' ? (JSON.parse(raw) as CampaignRevisionRecord) : raw;
  return {
    title: r.title,
    description: r.description,
    goalCents: Number(r.goalCents),
    image: r.image,
    video: r.video,
    additionalImages: [...r.additionalImages],
    submittedAt: new Date(r.submittedAt),
  };
}

function rejectionOf(raw: CampaignRejectionRecord | string | null): CampaignRejectionView | null {
  if (raw === null) return null;
  const r = typeof raw === 'string' ? (JSON.parse(raw) as CampaignRejectionRecord) : raw;
  return { of: r.of, reason: r.reason ?? null, at: new Date(r.at) };
}

function toView(row: CampaignRow): CampaignView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    goalCents: Number(row.goal_cents),
    currentAmountCents: Number(row.current_amount_cents),
    donorCount: Number(row.donor_count),
    image: row.image,
    video: row.video,
    additionalImages: typeof row.additional_images === 'string' ? JSON.parse(row.additional_images) : row.additional_images,
    endDate: row.end_date ? new Date(row.end_date) : null,
    endTimeZone: row.end_time_zone ?? 'UTC',
    endDay: row.end_date ? dayIn(new Date(row.end_date), row.end_time_zone ?? 'UTC') : null,
    isActive: row.is_active,
    status: row.status,
    archivedAt: row.archived_at ? new Date(row.archived_at) : null,
    pendingRevision: revisionOf(row.pending_revision),
    lastRejection: rejectionOf(row.last_rejection),
    ownerId: row.owner_id,
    organizationId: row.organization_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    user: null,
  };
}

@Injectable()
export class SqlCampaignReadModel implements CampaignReadModel {
  constructor(
    private readonly em: EntityManager,
    /** The public listing and search (and the admin's list) read through it: they are never inside a transaction. */
    private readonly sql: PlainSql,
  ) {}

  searchPublic(search: CampaignSearch): Promise<CampaignPage> {
    return this.page(PUBLIC_WHERE, [], search);
  }

  listForReview(filter: ReviewListFilter): Promise<CampaignPage> {
    return filter.status
      ? this.page(`status = ?`, [filter.status], filter)
      : this.page(`TRUE`, [], filter);
  }

  /**
   * Newest first with a keyset cursor (created_at, id); ranked search with an offset cursor. A
   * cursor of the other kind, or one tampered with, is refused (400) by the codec.
   */
  private async page(where: string, params: unknown[], search: CampaignSearch): Promise<CampaignPage> {
    const limit = search.limit;
    const text = search.text?.trim();
    if (text) {
      const [offset] = Cursor.decode(search.cursor, ['int'] as const) ?? [0];
      // Each statement says whether its plan may be kept (searchCampaigns: the tiers' plans depend on the words).
      const rows = await searchCampaigns<CampaignRow>((sql, values, options) => this.sql.read(sql, values, options), where, params, text, limit, offset);
      return pageOf(rows.map(toView), limit, () => [offset + limit]);
    }
    const after = Cursor.decode(search.cursor, ['date', 'uuid'] as const);
    const rows = await this.sql.read<CampaignRow>(
      `SELECT ${COLUMNS} FROM campaign
        WHERE ${where} ${after ? 'AND (created_at, id) < (?::timestamptz, ?::uuid)' : ''}
        ORDER BY created_at DESC, id DESC
        LIMIT ?`,
      [...params, ...(after ? [after[0].toISOString(), after[1]] : []), limit + 1],
    );
    return pageOf(rows.map(toView), limit, (last) => [last.createdAt, last.id]);
  }

  async findById(id: string): Promise<CampaignView | null> {
    const rows = await this.sql.run<CampaignRow>(this.em, `SELECT ${COLUMNS} FROM campaign WHERE id = ?`, [id]);
    return rows[0] ? toView(rows[0]) : null;
  }

  async findByIds(ids: string[]): Promise<CampaignView[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const rows = await this.em.execute<CampaignRow[]>(`SELECT ${COLUMNS} FROM campaign WHERE id IN (?)`, [wanted]);
    return rows.map(toView);
  }

  async namesOf(ids: string[]): Promise<Map<string, { title: string; slug: string }>> {
    if (ids.length === 0) return new Map();
    // One statement text for any number of ids, prepared on the pool (the receipt of every completed gift reads
    // its campaign's name here). The ids go as one array literal: ids (UUIDs) hold no quote, comma or brace.
    const rows = await this.sql.run<{ id: string; title: string; slug: string }>(
      this.em,
      `SELECT id, title, slug FROM campaign WHERE id = ANY(?::uuid[])`,
      [`{${ids.join(',')}}`],
    );
    return new Map(rows.map((r) => [r.id, { title: r.title, slug: r.slug }]));
  }

  async findBySlug(slug: string): Promise<CampaignView | null> {
    const rows = await this.em.execute<CampaignRow[]>(`SELECT ${COLUMNS} FROM campaign WHERE slug = ?`, [slug]);
    return rows[0] ? toView(rows[0]) : null;
  }

  async liveOfOrganization(organizationId: string): Promise<CampaignView[]> {
    const rows = await this.sql.run<CampaignRow>(
      this.em,
      `SELECT ${COLUMNS} FROM campaign WHERE organization_id = ? AND ${PUBLIC_WHERE} ORDER BY created_at DESC, id DESC LIMIT 100`,
      [organizationId],
    );
    return rows.map(toView);
  }

  async listByOwner(ownerId: string): Promise<CampaignView[]> {
    const rows = await this.em.execute<CampaignRow[]>(
      `SELECT ${COLUMNS} FROM campaign WHERE owner_id = ? ORDER BY created_at DESC, id DESC`,
      [ownerId],
    );
    return rows.map(toView);
  }

  async countByStatus(): Promise<Record<CampaignStatus, number>> {
    const rows = await this.em.execute<{ status: CampaignStatus; n: string }[]>(
      `SELECT status, count(*) AS n FROM campaign GROUP BY status`,
    );
    const counts: Record<CampaignStatus, number> = { pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  async totalRaisedCents(): Promise<number> {
    const [row] = await this.em.execute<{ total: string | null }[]>(`SELECT sum(current_amount_cents) AS total FROM campaign`);
    return Number(row?.total ?? 0);
  }

  async givingFigures(query: { ids: string[] } | { afterId: string | null; limit: number }): Promise<CampaignGivingFigures[]> {
    const columns = `id::text AS id, title, current_amount_cents, donor_count`;
    const rows =
      'ids' in query
        ? query.ids.length === 0
          ? []
          : await this.em.fork().execute<{ id: string; title: string; current_amount_cents: string; donor_count: number }[]>(
              `SELECT ${columns} FROM campaign WHERE id = ANY(?::uuid[])`,
              [`{${query.ids.join(',')}}`],
            )
        : await this.em.fork().execute<{ id: string; title: string; current_amount_cents: string; donor_count: number }[]>(
            `SELECT ${columns} FROM campaign WHERE (current_amount_cents <> 0 OR donor_count <> 0) AND id > ?::uuid ORDER BY id LIMIT ?`,
            [query.afterId ?? '00000000-0000-0000-0000-000000000000', query.limit],
          );
    return rows.map((r) => ({ id: r.id, title: r.title, currentAmountCents: Number(r.current_amount_cents), donorCount: Number(r.donor_count) }));
  }
}
