import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class RoleRequest {
  @ApiProperty() @IsBoolean({ message: 'isAdmin must be true or false' }) isAdmin: boolean;
}
