import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, Validate } from 'class-validator';
import { PhoneRule } from './phone.rule.js';

const REQUIRED = 'Username, password, and phone number are required';

/** Fields are declared in the order their messages should win. */
export class RegisterRequest {
  @ApiProperty({ example: 'grace_h', description: '3 to 50 letters, numbers, dots, dashes or underscores' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  username: string;

  @ApiProperty({ example: 'a long passphrase', minLength: 8 })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  password: string;

  @ApiProperty({ example: '(615) 555-0142' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  phone: string;

  @ApiProperty({ example: 'grace@example.org' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;

  @ApiPropertyOptional({ example: 'Grace' })
  @IsOptional()
  @IsString({ message: 'First name must be text' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName?: string;

  @ApiPropertyOptional({ example: 'Hopper' })
  @IsOptional()
  @IsString({ message: 'Last name must be text' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName?: string;
}

// Declared separately so the REQUIRED message wins over these rules for a missing field.
Matches(/^[A-Za-z0-9._-]{3,50}$/, {
  message: 'Username must be 3 to 50 characters: letters, numbers, dots, dashes or underscores',
})(RegisterRequest.prototype, 'username');
MinLength(8, { message: 'Password must be at least 8 characters' })(RegisterRequest.prototype, 'password');
MaxLength(256, { message: 'Password must be at most 256 characters' })(RegisterRequest.prototype, 'password');
Validate(PhoneRule)(RegisterRequest.prototype, 'phone');
