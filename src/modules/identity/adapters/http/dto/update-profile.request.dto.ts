import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PERSONAL_TEXT_LIMITS, type PersonalTextField } from '../../../domain/personal-details.rules.js';
import { INVALID_PHONE_MESSAGE, isPhoneNumber } from '../../../domain/phone-number.value-object.js';
import { INVALID_PROFILE_IMAGE_MESSAGE, isProfileImageReference } from '../../../domain/profile-image.value-object.js';
import { Satisfies } from './satisfies.decorator.js';

/** An optional free-text field: text within its length, null (or blank) to clear it. */
function PersonalText(field: PersonalTextField) {
  const limit = PERSONAL_TEXT_LIMITS[field];
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: limit.maxLength }),
    IsOptional(),
    IsString({ message: limit.notText }),
    MaxLength(limit.maxLength, { message: limit.tooLong }),
  );
}

const blankOr = (rule: (value: unknown) => boolean) => (value: unknown) =>
  (typeof value === 'string' && value.trim() === '') || rule(value);

/** Personal fields, all optional (left out: unchanged; null or blank: cleared); the email is managed by sign-in and is not accepted here. */
export class UpdateProfileRequest {
  @PersonalText('firstName')
  firstName?: string | null;

  @PersonalText('lastName')
  lastName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @applyDecorators(
    IsOptional(),
    IsString({ message: INVALID_PHONE_MESSAGE }),
    Satisfies('phone', blankOr(isPhoneNumber), INVALID_PHONE_MESSAGE),
  )
  phone?: string | null;

  @PersonalText('location')
  location?: string | null;

  @PersonalText('bio')
  bio?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An uploaded image (/uploads/...) or an http(s) image URL' })
  @applyDecorators(
    IsOptional(),
    ValidateIf((_, value) => value !== ''),
    Satisfies('profileImage', isProfileImageReference, INVALID_PROFILE_IMAGE_MESSAGE),
  )
  profileImageUrl?: string | null;
}
