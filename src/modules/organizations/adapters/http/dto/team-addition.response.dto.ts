import { ApiProperty } from '@nestjs/swagger';
import { TEAM_ROLES } from '../../../domain/organization.aggregate.js';

/** Who was added to the team: a member, or an email invited to join (no account yet). */
export class TeamAdditionResponse {
  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: 'The member added; null when an email was invited' }) userId!: string | null;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
  @ApiProperty({ enum: TEAM_ROLES }) role!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The address invited by email (it had no account); null when a member was added' })
  invitedEmail!: string | null;
}
