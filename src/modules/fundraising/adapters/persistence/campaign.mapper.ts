import { Campaign } from '../../domain/campaign.aggregate.js';
import type { CampaignStatus } from '../../domain/campaign-status.js';

/** pending_revision as stored (jsonb): an edit of an approved campaign waiting for review. */
export interface CampaignRevisionRecord {
  title: string;
  description: string;
  goalCents: number;
  image: string | null;
  video: string | null;
  additionalImages: string[];
  submittedAt: string;
}

/** last_rejection as stored (jsonb): the moderator's latest rejection its owner is shown. */
export interface CampaignRejectionRecord {
  of: 'campaign' | 'edit';
  reason: string | null;
  at: string;
}

/**
 * A row of the campaign table: as PostgreSQL returns it, and (the columns this context writes) as the
 * repository writes it. current_amount_cents and donor_count are changed only by the atomic credit
 * UPDATE (the database starts them at 0), so no save can overwrite a gift; search_vector is the database's own.
 */
export interface CampaignRow {
  id: string;
  slug: string;
  owner_id: string;
  organization_id?: string | null;
  title: string;
  description: string;
  /** bigint: the driver returns it as a string. */
  goal_cents: string | number;
  image: string | null;
  video: string | null;
  /** jsonb: parsed by the driver on reads, written as JSON text. */
  additional_images: string[] | string;
  end_date: Date | string | null;
  end_time_zone: string | null;
  is_active: boolean;
  status: CampaignStatus;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  archived_at: Date | string | null;
  pending_revision: CampaignRevisionRecord | string | null;
  last_rejection: CampaignRejectionRecord | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Between the aggregate's state and the table's row: field for field, both ways type-checked. */
export const CampaignMapper = {
  toDomain(row: CampaignRow): Campaign {
    const revision = row.pending_revision === null ? null : parsed(row.pending_revision);
    const rejection = row.last_rejection === null ? null : parsed(row.last_rejection);
    return Campaign.restore({
      id: row.id,
      slug: row.slug,
      ownerId: row.owner_id,
      organizationId: row.organization_id ?? null,
      title: row.title,
      description: row.description,
      goalCents: Number(row.goal_cents),
      image: row.image,
      video: row.video,
      additionalImages: [...parsed(row.additional_images)],
      endDate: dateOrNull(row.end_date),
      endTimeZone: row.end_time_zone ?? null,
      isActive: row.is_active,
      status: row.status,
      reviewedBy: row.reviewed_by,
      reviewedAt: dateOrNull(row.reviewed_at),
      archivedAt: dateOrNull(row.archived_at),
      pendingRevision: revision
        ? { ...revision, goalCents: Number(revision.goalCents), additionalImages: [...revision.additionalImages], submittedAt: new Date(revision.submittedAt) }
        : null,
      lastRejection: rejection ? { of: rejection.of, reason: rejection.reason, at: new Date(rejection.at) } : null,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    });
  },

  /** The row to write: the jsonb columns as JSON text. */
  toRow(campaign: Campaign): CampaignRow {
    const state = campaign.toState();
    const revision: CampaignRevisionRecord | null = state.pendingRevision
      ? { ...state.pendingRevision, submittedAt: state.pendingRevision.submittedAt.toISOString() }
      : null;
    const rejection: CampaignRejectionRecord | null = state.lastRejection ? { ...state.lastRejection, at: state.lastRejection.at.toISOString() } : null;
    return {
      id: state.id,
      slug: state.slug,
      owner_id: state.ownerId,
      organization_id: state.organizationId ?? null,
      title: state.title,
      description: state.description,
      goal_cents: state.goalCents,
      image: state.image,
      video: state.video,
      additional_images: JSON.stringify(state.additionalImages),
      end_date: state.endDate,
      end_time_zone: state.endTimeZone,
      is_active: state.isActive,
      status: state.status,
      reviewed_by: state.reviewedBy,
      reviewed_at: state.reviewedAt,
      archived_at: state.archivedAt,
      pending_revision: revision === null ? null : JSON.stringify(revision),
      last_rejection: rejection === null ? null : JSON.stringify(rejection),
      created_at: state.createdAt,
      updated_at: state.updatedAt,
    };
  },
};
