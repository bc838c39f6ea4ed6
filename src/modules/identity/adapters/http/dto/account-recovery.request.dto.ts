import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../../domain/password.policy.js';

/** "Forgot password?": the address of the account. */
export class PasswordResetRequest {
  @ApiProperty({ example: 'grace@example.org' })
  @IsString({ message: 'Please enter your email address' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  @MaxLength(320, { message: 'Please enter a valid email address' })
  email: string;
}

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

/** The token from the emailed verification link. */
export class EmailVerificationConfirmRequest {
  @ApiProperty({ description: 'The token from the link /verify-email?token=…' })
  @IsString({ message: 'This verification link is not valid. Please request a new one from your profile.' })
  @IsNotEmpty({ message: 'This verification link is not valid. Please request a new one from your profile.' })
  @MaxLength(200, { message: 'This verification link is not valid. Please request a new one from your profile.' })
  token: string;
}

/** Closing an account is confirmed with its password. */
export class CloseAccountRequest {
  @ApiProperty()
  @IsString({ message: 'Please enter your password to close your account' })
  @IsNotEmpty({ message: 'Please enter your password to close your account' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Your password is not correct.' })
  password: string;
}
