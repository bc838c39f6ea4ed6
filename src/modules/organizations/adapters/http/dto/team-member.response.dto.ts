import { ApiProperty } from '@nestjs/swagger';
import { TEAM_ROLES, type TeamRole } from '../../../domain/organization.aggregate.js';

export class TeamMemberResponse {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty() username: string;
  @ApiProperty({ enum: TEAM_ROLES }) role: TeamRole;
}
