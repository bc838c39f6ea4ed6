import { DomainError } from '../../../shared-kernel/domain.js';
import type { ReviewSubjectType } from './review-subject.js';

/** A rejected update must say why: its organizer sees the reason. */
export const REJECT_UPDATE_REASON_MISSING = 'Please give a reason for rejecting this update (the organizer sees it).';
/** A rejected campaign, or a rejected edit of one, must say why: its organizer sees the reason (and the audit trail keeps it). */
export const REJECT_CAMPAIGN_REASON_MISSING = 'Please give a reason for rejecting this campaign (the organizer sees it).';
/** A rejected organization must say why: its team sees the reason (and the audit trail keeps it). */
export const REJECT_ORGANIZATION_REASON_MISSING = 'Please give a reason for rejecting this organization (its team sees it).';
export const REJECT_EDIT_REASON_MISSING = 'Please give a reason for rejecting this edit (the organizer sees it).';

export const ReviewCaseErrors = {
  /** The subject does not exist (any more): the answer its own context gives for it. */
  subjectNotFound: (type: ReviewSubjectType) =>
    type === 'campaign'
      ? DomainError.notFound('campaign_not_found', 'Campaign not found')
      : type === 'campaign_update'
        ? DomainError.notFound('campaign_update_not_found', 'Campaign update not found')
        : type === 'organization'
          ? DomainError.notFound('organization_not_found', 'Organization not found')
          : DomainError.notFound('application_not_found', 'Sponsorship application not found'),
  alreadyDecided: (status: string, type: ReviewSubjectType = 'sponsorship_application') =>
    type === 'campaign_update'
      ? new DomainError('campaign_update_already_reviewed', `This update was already ${status}.`, 'conflict')
      : type === 'organization'
        ? new DomainError('organization_already_reviewed', `This organization was already ${status === 'approved' ? 'verified' : status}.`, 'conflict')
        : new DomainError('application_already_reviewed', `This application was already ${status}.`, 'conflict'),
  /** Approving would mail the donors of a campaign that was taken down (archived): it may only be rejected. */
  updateOfArchivedCampaign: () =>
    new DomainError('campaign_archived', 'This campaign was taken down: its updates can no longer be approved, only rejected.', 'conflict'),
  reasonRequired: (of: 'campaign' | 'edit' | 'campaign_update' | 'organization' = 'campaign_update') =>
    DomainError.validation(
      'reason',
      of === 'campaign'
        ? REJECT_CAMPAIGN_REASON_MISSING
        : of === 'edit'
          ? REJECT_EDIT_REASON_MISSING
          : of === 'organization'
            ? REJECT_ORGANIZATION_REASON_MISSING
            : REJECT_UPDATE_REASON_MISSING,
    ),
  onlyCampaignsAreRemoved: () =>
    new DomainError('not_removable', 'Only campaigns can be removed by a moderator.', 'rule_violation'),
};
