import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { REJECT_CAMPAIGN_REASON_MISSING } from '../../../domain/review-case.errors.js';

/**
 * A rejected campaign (or a rejected edit of an approved one) says why: the reason is emailed to the organizer,
 * shown on their own campaigns and kept in the audit trail.
 */
export class RejectCampaignRequest {
  @ApiProperty({ minLength: 1, maxLength: 1000, description: "The moderator's reason, emailed and shown to the organizer and kept in the audit trail" })
  @MaxLength(1000, { message: 'reason must be at most 1,000 characters' })
  @IsNotEmpty({ message: REJECT_CAMPAIGN_REASON_MISSING })
  @IsString({ message: REJECT_CAMPAIGN_REASON_MISSING })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  reason!: string;
}
