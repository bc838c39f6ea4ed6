import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class ChangeMemberRoleRequest {
  @ApiProperty({ description: 'true makes the member an administrator, false removes the role' })
  @IsBoolean({ message: 'isAdmin must be true or false' })
  isAdmin: boolean;
}
