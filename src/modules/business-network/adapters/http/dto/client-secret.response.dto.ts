import { ApiProperty } from '@nestjs/swagger';

export class ClientSecretResponse {
  @ApiProperty() clientSecret: string;
}
