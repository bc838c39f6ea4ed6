import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The token from the emailed verification link. */
export class EmailVerificationConfirmRequest {
  @ApiProperty({ description: 'The token from the link /verify-email?token=…' })
  @IsString({ message: 'This verification link is not valid. Please request a new one from your profile.' })
  @IsNotEmpty({ message: 'This verification link is not valid. Please request a new one from your profile.' })
  @MaxLength(200, { message: 'This verification link is not valid. Please request a new one from your profile.' })
  token: string;
}
