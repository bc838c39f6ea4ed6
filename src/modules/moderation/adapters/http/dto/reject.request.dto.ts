import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** A rejection may say why: the reason goes to the organizer or applicant with the decision. */
export class RejectRequest {
  @ApiPropertyOptional({ maxLength: 1000, description: "The moderator's reason, sent to the organizer or applicant" })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(1000, { message: 'reason must be at most 1,000 characters' })
  reason?: string;
}
