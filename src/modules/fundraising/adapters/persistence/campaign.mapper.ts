import { Campaign } from '../../domain/campaign.aggregate.js';
import { CampaignRecord } from './campaign.schema.js';

/** Between the aggregate's state and the table's row: field for field, both ways type-checked. */
export const CampaignMapper = {
  toDomain(record: CampaignRecord): Campaign {
    return Campaign.restore({
      id: record.id,
      slug: record.slug,
      ownerId: record.ownerId,
      title: record.title,
      description: record.description,
      goalCents: Number(record.goalCents),
      image: record.image,
      video: record.video,
      additionalImages: [...record.additionalImages],
      endDate: record.endDate,
      endTimeZone: record.endTimeZone ?? null,
      isActive: record.isActive,
      status: record.status,
      reviewedBy: record.reviewedBy,
      reviewedAt: record.reviewedAt,
      archivedAt: record.archivedAt,
      pendingRevision: record.pendingRevision
        ? { ...record.pendingRevision, goalCents: Number(record.pendingRevision.goalCents), additionalImages: [...record.pendingRevision.additionalImages], submittedAt: new Date(record.pendingRevision.submittedAt) }
        : null,
      lastRejection: record.lastRejection ? { of: record.lastRejection.of, reason: record.lastRejection.reason, at: new Date(record.lastRejection.at) } : null,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    });
  },

  toRecord(campaign: Campaign): CampaignRecord {
    const state = campaign.toState();
    const record = new CampaignRecord();
    record.id = state.id;
    record.slug = state.slug;
    record.ownerId = state.ownerId;
    record.title = state.title;
    record.description = state.description;
    record.goalCents = state.goalCents;
    record.image = state.image;
    record.video = state.video;
    record.additionalImages = state.additionalImages;
    record.endDate = state.endDate;
    record.endTimeZone = state.endTimeZone;
    record.isActive = state.isActive;
    record.status = state.status;
    record.reviewedBy = state.reviewedBy;
    record.reviewedAt = state.reviewedAt;
    record.archivedAt = state.archivedAt;
    record.pendingRevision = state.pendingRevision ? { ...state.pendingRevision, submittedAt: state.pendingRevision.submittedAt.toISOString() } : null;
    record.lastRejection = state.lastRejection ? { ...state.lastRejection, at: state.lastRejection.at.toISOString() } : null;
    record.createdAt = state.createdAt;
    record.updatedAt = state.updatedAt;
    return record;
  },
};
