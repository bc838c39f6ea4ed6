import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { isEmailAddress } from '../../../../../shared-kernel/domain.js';
import { IsNotBlank } from './text.validation.js';

export const MISSING_INFORMATION = 'Please fill in your name and email address to continue.';
const INVALID_EMAIL = 'Please enter a valid email address.';

/** A guest's details: all three required ('Missing Information'), the email well formed ('Invalid Email'). */
export class GuestInfo {
  @ApiProperty() @IsNotBlank({ message: MISSING_INFORMATION }) firstName!: string;
  @ApiProperty() @IsNotBlank({ message: MISSING_INFORMATION }) lastName!: string;

  @ApiProperty()
  @ValidateBy(
    {
      name: 'isGuestEmail',
      validator: { validate: (value: unknown) => typeof value === 'string' && isEmailAddress(value.trim()) },
    },
    { message: ({ value }) => (typeof value === 'string' && value.trim() !== '' ? INVALID_EMAIL : MISSING_INFORMATION) },
  )
  email!: string;
}
