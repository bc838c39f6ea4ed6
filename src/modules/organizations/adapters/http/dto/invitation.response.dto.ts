import { ApiProperty } from '@nestjs/swagger';
import { TEAM_ROLES } from '../../../domain/organization.aggregate.js';

/** An invitation not used yet, as its organization's admins see it (never its link). */
export class InvitationResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'lydia@example.org' }) email!: string;
  @ApiProperty({ enum: TEAM_ROLES }) role!: string;
  @ApiProperty({ format: 'date-time' }) invitedAt!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}
