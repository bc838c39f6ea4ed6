import { DomainError } from '../../../shared-kernel/domain.js';

/** Every refusal of the fundraising context, with the spec's texts where it has them. */
export const CampaignErrors = {
  titleTooShort: () => DomainError.validation('title', 'Title must be at least 5 characters'),
  titleTooLong: () => DomainError.validation('title', 'Title must be at most 120 characters'),
  descriptionTooShort: () => DomainError.validation('description', 'Description must be at least 20 characters'),
  descriptionTooLong: () => DomainError.validation('description', 'Description must be at most 10,000 characters'),
  invalidGoal: () => DomainError.validation('goal', 'Goal must be a positive number'),
  goalTooLarge: () => DomainError.validation('goal', 'Goal must be at most $10,000,000'),
  endDateInPast: () => DomainError.validation('endDate', 'End date must be in the future'),
  invalidEndDate: () => DomainError.validation('endDate', 'End date must be a valid date'),
  invalidMedia: (field: string) => DomainError.validation(field, 'Please use an uploaded file or a valid https URL'),
  tooManyImages: () => DomainError.validation('additionalImages', 'You can add at most 10 additional images'),
  notFound: () => DomainError.notFound('campaign_not_found', 'Campaign not found'),
  notOwner: () =>
    DomainError.forbidden('not_campaign_owner', "You don't have permission to change this campaign."),
  notDonatable: () =>
    new DomainError('campaign_not_accepting_donations', 'This campaign is not accepting donations right now.', 'rule_violation'),
};
