import { DomainError } from '../../../shared-kernel/domain.js';

/**
 * The spec's texts for what a campaign form may not hold. The request DTOs check the same rules
 * with the same words, so a form learns every bad field in one answer.
 */
export const CampaignMessages = {
  titleTooShort: 'Title must be at least 5 characters',
  titleTooLong: 'Title must be at most 120 characters',
  descriptionTooShort: 'Description must be at least 20 characters',
  descriptionTooLong: 'Description must be at most 10,000 characters',
  invalidGoal: 'Goal must be a positive number',
  goalTooLarge: 'Goal must be at most $10,000,000',
  endDateInPast: 'End date must be in the future',
  invalidEndDate: 'End date must be a valid date',
  invalidMedia: 'Please use an uploaded file or a valid https URL',
  tooManyImages: 'You can add at most 10 additional images',
} as const;

const M = CampaignMessages;

/** Every refusal of the fundraising context, with the spec's texts where it has them. */
export const CampaignErrors = {
  titleTooShort: () => DomainError.validation('title', M.titleTooShort),
  titleTooLong: () => DomainError.validation('title', M.titleTooLong),
  descriptionTooShort: () => DomainError.validation('description', M.descriptionTooShort),
  descriptionTooLong: () => DomainError.validation('description', M.descriptionTooLong),
  invalidGoal: () => DomainError.validation('goal', M.invalidGoal),
  goalTooLarge: () => DomainError.validation('goal', M.goalTooLarge),
  endDateInPast: () => DomainError.validation('endDate', M.endDateInPast),
  invalidEndDate: () => DomainError.validation('endDate', M.invalidEndDate),
  invalidMedia: (field: string) => DomainError.validation(field, M.invalidMedia),
  tooManyImages: () => DomainError.validation('additionalImages', M.tooManyImages),
  notFound: () => DomainError.notFound('campaign_not_found', 'Campaign not found'),
  notOwner: () =>
    DomainError.forbidden('not_campaign_owner', "You don't have permission to change this campaign."),
  negativeGift: () => new DomainError('negative_gift', 'A gift cannot be less than $0.', 'rule_violation'),
  /** A gift to a campaign its organizer paused (deactivated): its page stays up, giving is off until it is active again. */
  paused: () =>
    new DomainError(
      'campaign_paused',
      'This campaign has been paused by its organizer and is not accepting donations right now. Please check back later.',
      'rule_violation',
    ),
  /** An archived campaign's page, to anyone but its owner and admins. */
  archived: () => DomainError.notFound('campaign_archived', 'This campaign has been closed and archived. It no longer accepts donations.'),
  archivedUnchangeable: () =>
    new DomainError('campaign_archived', 'This campaign has been closed and archived. It can no longer be changed.', 'rule_violation'),
  closedToGifts: () =>
    new DomainError('campaign_archived', 'This campaign has been closed and archived. It no longer accepts donations.', 'rule_violation'),
  notDonatable: () =>
    new DomainError('campaign_not_accepting_donations', 'This campaign is not accepting donations right now.', 'rule_violation'),
};
