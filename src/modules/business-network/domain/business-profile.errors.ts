import { DomainError } from '../../../shared-kernel/domain.js';

export const BusinessErrors = {
  companyName: () => DomainError.validation('companyName', 'Company name must be at least 2 characters'),
  industry: () => DomainError.validation('industry', 'Please select an industry'),
  description: () => DomainError.validation('description', 'Description must be at least 10 characters'),
  locationMissing: () => DomainError.validation('location', 'Please enter location in format: City, State, Country'),
  locationParts: () => DomainError.validation('location', 'Location must include City, State, Country (e.g., Los Angeles, CA, USA)'),
  email: () => DomainError.validation('email', 'Please enter a valid email address'),
  website: () => DomainError.validation('website', 'Please enter a valid website address (https://...)'),
  logo: () => DomainError.validation('logo', 'Please use an uploaded logo or a valid https URL'),
  tooLong: (field: string, max: number) => DomainError.validation(field, `This field can be at most ${max} characters`),
  tooManyServices: () => DomainError.validation('services', 'You can list at most 20 services'),
  alreadyExists: () => DomainError.conflict('business_profile_exists', 'You already have a business profile. Edit it from your profile.'),
  notFound: () => DomainError.notFound('business_profile_not_found', 'Business profile not found'),
  notOwner: () => DomainError.forbidden('not_profile_owner', 'You can only edit your own business profile.'),
  tierNotFound: () => DomainError.notFound('tier_not_found', 'Membership tier not found'),
  alreadySubscribed: (tier: string) =>
    DomainError.conflict(
      'already_subscribed',
      `You already have the ${tier}. To change tier, cancel it from your profile; you can choose another tier when it ends.`,
    ),
  programFull: () => DomainError.conflict('founding_program_complete', 'Founding member program complete!'),
  alreadyFounding: () => DomainError.conflict('already_founding_member', 'You are already a founding member.'),
};
