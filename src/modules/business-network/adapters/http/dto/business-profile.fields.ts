import type { ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { isEmailAddress, isMediaReference } from '../../../../../shared-kernel/domain.js';
import { MAX_NETWORKING_GOALS_LENGTH, MAX_PHONE_LENGTH } from '../../../domain/business-profile.aggregate.js';
import { ProfileMessages as M } from '../../../domain/business-profile.errors.js';
import { BusinessDescription } from '../../../domain/business-description.value-object.js';
import { BusinessLocation, hasLocationParts } from '../../../domain/business-location.value-object.js';
import { CompanyName } from '../../../domain/company-name.value-object.js';
import { INDUSTRIES } from '../../../domain/industry.value-object.js';
import { ServiceList } from '../../../domain/service-list.value-object.js';
import { isWebsite } from '../../../domain/website.value-object.js';
import { Checks, Satisfies, Trimmed } from './field-rules.js';

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/**
 * The checks of each business profile field with the spec's messages (section 5), shared by the
 * create and update requests. The domain's value objects hold the same rules.
 */
export const ProfileField = {
  companyName: () =>
    Checks(
      Trimmed(),
      IsString({ message: M.companyName }),
      MinLength(CompanyName.MIN, { message: M.companyName }),
      MaxLength(CompanyName.MAX, { message: M.tooLong(CompanyName.MAX) }),
    ),
  industry: () => Checks(Trimmed(), IsIn(INDUSTRIES, { message: M.industry })),
  description: () =>
    Checks(
      Trimmed(),
      IsString({ message: M.description }),
      MinLength(BusinessDescription.MIN, { message: M.description }),
      MaxLength(BusinessDescription.MAX, { message: M.tooLong(BusinessDescription.MAX) }),
    ),
  location: () =>
    Checks(
      Trimmed(),
      IsString({ message: M.locationMissing }),
      IsNotEmpty({ message: M.locationMissing }),
      Satisfies('hasLocationParts', (v) => typeof v === 'string' && hasLocationParts(v), M.locationParts),
      MaxLength(BusinessLocation.MAX, { message: M.tooLong(BusinessLocation.MAX) }),
    ),
  /** Valid or empty (empty: no email). */
  email: () => Checks(Trimmed(), Satisfies('isEmailAddressOrEmpty', (v) => v === '' || isEmailAddress(v), M.email)),
  /** http(s), or a bare domain taken as https; empty: none. */
  website: () => Checks(Trimmed(), Satisfies('isWebsite', (v) => typeof v === 'string' && isWebsite(v), M.website)),
  phone: () =>
    Checks(Trimmed(), IsString({ message: 'Phone must be text' }), MaxLength(MAX_PHONE_LENGTH, { message: M.tooLong(MAX_PHONE_LENGTH) })),
  /** An upload of this platform or an http(s) image URL; empty: none. */
  logo: () => Checks(Trimmed(), Satisfies('isLogoReference', (v) => v === '' || (typeof v === 'string' && isMediaReference(v)), M.logo)),
  networkingGoals: () =>
    Checks(
      Trimmed(),
      IsString({ message: 'Networking goals must be text' }),
      MaxLength(MAX_NETWORKING_GOALS_LENGTH, { message: M.tooLong(MAX_NETWORKING_GOALS_LENGTH) }),
    ),
  services: () =>
    Checks(
      // A comma-separated text is taken as the list it spells.
      Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',') : value)),
      Satisfies('isServiceList', isStringList, 'Services must be a list of text'),
      Satisfies('fewEnoughServices', (v) => isStringList(v) && ServiceList.normalize(v).length <= ServiceList.MAX_ITEMS, M.tooManyServices),
      Satisfies(
        'servicesShortEnough',
        (v) => isStringList(v) && ServiceList.normalize(v).every((s) => s.length <= ServiceList.MAX_LENGTH),
        M.tooLong(ServiceList.MAX_LENGTH),
      ),
    ),
};

/** OpenAPI descriptions shared by both requests. */
export const ProfileFieldDocs: Record<keyof typeof ProfileField, ApiPropertyOptions> = {
  companyName: { minLength: CompanyName.MIN, maxLength: CompanyName.MAX },
  industry: { enum: INDUSTRIES },
  description: { minLength: BusinessDescription.MIN, maxLength: BusinessDescription.MAX },
  location: { example: 'Nashville, TN, USA', description: 'City, State, Country', maxLength: BusinessLocation.MAX },
  email: { type: String, nullable: true, description: 'A valid email address, or empty for none' },
  website: { type: String, nullable: true, description: 'http(s); a bare domain is taken as https' },
  phone: { type: String, nullable: true, maxLength: MAX_PHONE_LENGTH },
  logo: { type: String, nullable: true, description: 'From POST /api/upload/business-logo, or an http(s) image URL' },
  networkingGoals: { type: String, nullable: true, maxLength: MAX_NETWORKING_GOALS_LENGTH },
  services: { type: [String], maxItems: ServiceList.MAX_ITEMS },
};
