import { DomainError } from '../../../shared-kernel/domain.js';

/** The spec's messages for a sponsorship application (section 5), shared by the domain and the HTTP edge. */
export const ApplicationMessages = {
  platform: 'Please select a platform',
  profileUrl: 'Please provide a valid profile URL',
  subscriberCount: 'Subscriber count must be 0 or greater',
  name: 'Name must be at least 2 characters',
  email: 'Please provide a valid email address',
  noPlatforms: 'Please add at least one platform',
  tooManyPlatforms: 'You can list at most 10 platforms',
  content: 'Please describe your content in at least 10 characters',
  message: "Please tell us more about why you're applying (at least 20 characters)",
  tooLong: (max: number) => `This field can be at most ${max} characters`,
  signedOut: 'Please log in to submit a sponsorship application',
} as const;

export const ApplicationErrors = {
  invalid: (field: string, message: string) => DomainError.validation(field, message),
  notFound: () => DomainError.notFound('application_not_found', 'Sponsorship application not found'),
  duplicatePending: () =>
    new DomainError(
      'application_already_pending',
      'You already have a sponsorship application for this platform profile waiting for review. We will let you know the decision on your profile page.',
      'conflict',
    ),
  notApprovedToFeature: () =>
    new DomainError('application_not_approved', 'Only the creator of an approved application can be featured on the hub.', 'conflict'),
  nothingToFeature: () =>
    new DomainError(
      'no_featurable_profile',
      'This application lists no YouTube, Instagram or TikTok profile, the platforms the hub can show.',
      'rule_violation',
    ),
  alreadyDecided: (status: string) =>
    new DomainError('application_already_reviewed', `This application was already ${status}.`, 'conflict'),
};
