import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { TEAM_ROLES, type TeamRole } from '../../../domain/organization.aggregate.js';
import { ROLE_MESSAGE } from './add-team-member.request.dto.js';

export class ChangeTeamRoleRequest {
  @ApiProperty({ enum: TEAM_ROLES })
  @IsIn(TEAM_ROLES, { message: ROLE_MESSAGE })
  role: TeamRole;
}
