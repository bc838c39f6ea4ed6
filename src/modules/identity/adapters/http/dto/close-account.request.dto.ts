import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../../domain/password.policy.js';

/** Closing an account is confirmed with its password. */
export class CloseAccountRequest {
  @ApiProperty()
  @IsString({ message: 'Please enter your password to close your account' })
  @IsNotEmpty({ message: 'Please enter your password to close your account' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Your password is not correct.' })
  password: string;
}
