import { ApiProperty } from '@nestjs/swagger';

export class RoleChangeResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty() isAdmin: boolean;
}
