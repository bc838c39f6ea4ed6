import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../../domain/password.policy.js';

/** A signed-in member's new password. */
export class ChangePasswordRequest {
  @ApiProperty()
  @IsString({ message: 'Please enter your current password' })
  @IsNotEmpty({ message: 'Please enter your current password' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Your current password is not correct.' })
  currentPassword: string;

  @ApiProperty({ description: 'The password policy applies (8 to 256 characters, not a common password).' })
  @IsString({ message: 'Please choose a new password' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  newPassword: string;
}
