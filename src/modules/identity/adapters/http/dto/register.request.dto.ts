import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { isEmailAddress } from '../../../../../shared-kernel/domain.js';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  isCommonPassword,
} from '../../../domain/password.policy.js';
import { PERSONAL_TEXT_LIMITS } from '../../../domain/personal-details.rules.js';
import { INVALID_PHONE_MESSAGE, isPhoneNumber } from '../../../domain/phone-number.value-object.js';
import { INVALID_EMAIL_MESSAGE, MISSING_REGISTRATION_FIELD_MESSAGE as REQUIRED } from '../../../domain/user.errors.js';
import { INVALID_USERNAME_MESSAGE, isUsername } from '../../../domain/username.value-object.js';
import { Satisfies } from './satisfies.decorator.js';

const { firstName, lastName } = PERSONAL_TEXT_LIMITS;
const notBlank = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The sign-up form. Every field is checked and named in one 400; the answer's `message` is the
 * first failing field's, in the order declared here (the form's). Within a field the checks run
 * in the order listed (applyDecorators), and the first that fails is the field's message.
 */
export class RegisterRequest {
  @ApiProperty({ example: 'grace_h', description: '3 to 50 letters, numbers, dots, dashes or underscores' })
  @applyDecorators(
    IsNotEmpty({ message: REQUIRED }),
    IsString({ message: REQUIRED }),
    Satisfies('username', isUsername, INVALID_USERNAME_MESSAGE),
  )
  username: string;

  @ApiProperty({ example: 'a long passphrase', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @applyDecorators(
    IsNotEmpty({ message: REQUIRED }),
    IsString({ message: REQUIRED }),
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG_MESSAGE }),
    Satisfies('notCommonPassword', (value: unknown) => typeof value === 'string' && !isCommonPassword(value), PASSWORD_TOO_COMMON_MESSAGE),
  )
  password: string;

  @ApiProperty({ example: '(615) 555-0142' })
  @applyDecorators(
    IsNotEmpty({ message: REQUIRED }),
    IsString({ message: REQUIRED }),
    Satisfies('notBlank', notBlank, REQUIRED),
    Satisfies('phone', isPhoneNumber, INVALID_PHONE_MESSAGE),
  )
  phone: string;

  @ApiProperty({ example: 'grace@example.org' })
  @Satisfies('email', isEmailAddress, INVALID_EMAIL_MESSAGE)
  email: string;

  @ApiPropertyOptional({ example: 'Grace', maxLength: firstName.maxLength })
  @applyDecorators(
    IsOptional(),
    IsString({ message: firstName.notText }),
    MaxLength(firstName.maxLength, { message: firstName.tooLong }),
  )
  firstName?: string;

  @ApiPropertyOptional({ example: 'Hopper', maxLength: lastName.maxLength })
  @applyDecorators(
    IsOptional(),
    IsString({ message: lastName.notText }),
    MaxLength(lastName.maxLength, { message: lastName.tooLong }),
  )
  lastName?: string;
}
