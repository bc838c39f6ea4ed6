import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { REJECT_UPDATE_REASON_MISSING } from '../../../domain/review-case.errors.js';

const Trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A rejected update says why: the organizer sees the reason beside the update. */
export class RejectCampaignUpdateRequest {
  @ApiProperty({ minLength: 1, maxLength: 1000, description: "The moderator's reason, shown to the organizer" })
  @MaxLength(1000, { message: 'reason must be at most 1,000 characters' })
  @IsNotEmpty({ message: REJECT_UPDATE_REASON_MISSING })
  @IsString({ message: REJECT_UPDATE_REASON_MISSING })
  @Trimmed()
  reason!: string;
}
