import { DomainError } from '../../../shared-kernel/domain.js';

/** The spec's messages for a business profile (section 5), shared by the domain and the HTTP edge. */
export const ProfileMessages = {
  companyName: 'Company name must be at least 2 characters',
  industry: 'Please select an industry',
  description: 'Description must be at least 10 characters',
  locationMissing: 'Please enter location in format: City, State, Country',
  locationParts: 'Location must include City, State, Country (e.g., Los Angeles, CA, USA)',
  email: 'Please enter a valid email address',
  website: 'Please enter a valid website address (https://...)',
  logo: 'Please use an uploaded logo or a valid https URL',
  tooManyServices: 'You can list at most 20 services',
  tooLong: (max: number) => `This field can be at most ${max} characters`,
} as const;

export const ProfileErrors = {
  invalid: (field: string, message: string) => DomainError.validation(field, message),
  alreadyExists: () => DomainError.conflict('business_profile_exists', 'You already have a business profile. Edit it from your profile.'),
  notFound: () => DomainError.notFound('business_profile_not_found', 'Business profile not found'),
  notOwner: () => DomainError.forbidden('not_profile_owner', 'You can only edit your own business profile.'),
};
