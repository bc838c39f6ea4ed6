import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** "Forgot password?": the address of the account. */
export class PasswordResetRequest {
  @ApiProperty({ example: 'grace@example.org' })
  @IsString({ message: 'Please enter your email address' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  @MaxLength(320, { message: 'Please enter a valid email address' })
  email: string;
}
