import { ApiProperty } from '@nestjs/swagger';
import type { MemberRole } from '../../../application/change-member-role.use-case.js';

export class MemberRoleResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty() isAdmin: boolean;

  static of(role: MemberRole): MemberRoleResponse {
    return { id: role.id, username: role.username, isAdmin: role.isAdmin };
  }
}
