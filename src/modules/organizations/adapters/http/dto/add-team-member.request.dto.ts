import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { TEAM_ROLES, type TeamRole } from '../../../domain/organization.aggregate.js';
import { Trimmed } from './field-rules.js';

export const ROLE_MESSAGE = 'Choose admin, treasurer or counter.';

export class AddTeamMemberRequest {
  @ApiProperty({ description: "The member's username or email", maxLength: 320 })
  @MaxLength(320, { message: 'Enter the member’s username or email.' })
  @MinLength(1, { message: 'Enter the member’s username or email.' })
  @IsString({ message: 'Enter the member’s username or email.' })
  @Trimmed()
  usernameOrEmail: string;

  @ApiProperty({ enum: TEAM_ROLES })
  @IsIn(TEAM_ROLES, { message: ROLE_MESSAGE })
  role: TeamRole;
}
