import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../../domain/password.policy.js';

/** A new password, with the token from the emailed link. */
export class PasswordResetConfirmRequest {
  @ApiProperty({ description: 'The token from the link /reset-password?token=…' })
  @IsString({ message: 'This password reset link is not valid. Please request a new one.' })
  @IsNotEmpty({ message: 'This password reset link is not valid. Please request a new one.' })
  @MaxLength(200, { message: 'This password reset link is not valid. Please request a new one.' })
  token: string;

  @ApiProperty({ example: 'a new long passphrase', description: 'The password policy applies (8 to 256 characters, not a common password).' })
  @IsString({ message: 'Please choose a password' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  password: string;
}
