import { ApiProperty } from '@nestjs/swagger';

export class LoginRequest {
  @ApiProperty({ example: 'grace_h', description: 'Username or email address' })
  usernameOrEmail: string;

  @ApiProperty({ example: 'a long passphrase' })
  password: string;
}
