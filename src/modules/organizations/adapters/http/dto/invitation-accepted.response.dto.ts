import { ApiProperty } from '@nestjs/swagger';
import { TEAM_ROLES } from '../../../domain/organization.aggregate.js';

export class InvitationAcceptedResponse {
  @ApiProperty({ enum: TEAM_ROLES, description: 'The role the member now has on the team' }) role!: string;
}
