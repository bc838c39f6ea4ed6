import { ApiProperty } from '@nestjs/swagger';

/** The sign-in form; checked by LocalAuthGuard before passport runs (guards run before pipes). */
export class LoginRequest {
  @ApiProperty({ example: 'grace_h', description: 'Username or email address' })
  usernameOrEmail: string;

  @ApiProperty({ example: 'a long passphrase' })
  password: string;
}
