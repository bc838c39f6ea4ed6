import { DomainError } from '../../../shared-kernel/domain.js';
import type { ReviewSubjectType } from './review-subject.js';

export const ReviewCaseErrors = {
  /** The subject does not exist (any more): the answer its own context gives for it. */
  subjectNotFound: (type: ReviewSubjectType) =>
    type === 'campaign'
      ? DomainError.notFound('campaign_not_found', 'Campaign not found')
      : DomainError.notFound('application_not_found', 'Sponsorship application not found'),
  alreadyDecided: (status: string) =>
    new DomainError('application_already_reviewed', `This application was already ${status}.`, 'conflict'),
  onlyCampaignsAreRemoved: () =>
    new DomainError('not_removable', 'Only campaigns can be removed by a moderator.', 'rule_violation'),
};
