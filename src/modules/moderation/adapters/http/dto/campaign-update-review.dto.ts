import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ModeratedCampaignUpdate } from '../../../application/campaign-update-catalogue.port.js';
import { REJECT_UPDATE_REASON_MISSING } from '../../../domain/review-case.errors.js';

const Trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** An organizer's update waiting for review ("Update to <campaign title>" in the console). */
export class PendingCampaignUpdateResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ description: "The update's own title" }) title!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ format: 'date-time' }) postedAt!: string;

  static of(u: ModeratedCampaignUpdate): PendingCampaignUpdateResponse {
    return { id: u.id, campaignId: u.campaignId, title: u.title, body: u.body, postedAt: u.postedAt.toISOString() };
  }
}

/** An update after a moderator's decision. */
export class CampaignUpdateDecisionResponse extends PendingCampaignUpdateResponse {
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status!: 'pending' | 'approved' | 'rejected';

  static decided(u: ModeratedCampaignUpdate): CampaignUpdateDecisionResponse {
    return { ...PendingCampaignUpdateResponse.of(u), status: u.status };
  }
}

export class CampaignUpdateListQuery {
  @ApiPropertyOptional({ enum: ['pending'], default: 'pending', description: 'Updates waiting for review' })
  @IsOptional()
  @IsIn(['pending'], { message: 'status must be pending' })
  status?: 'pending';
}

/** A rejected update says why: the organizer sees the reason beside the update. */
export class RejectCampaignUpdateRequest {
  @ApiProperty({ minLength: 1, maxLength: 1000, description: "The moderator's reason, shown to the organizer" })
  @MaxLength(1000, { message: 'reason must be at most 1,000 characters' })
  @IsNotEmpty({ message: REJECT_UPDATE_REASON_MISSING })
  @IsString({ message: REJECT_UPDATE_REASON_MISSING })
  @Trimmed()
  reason!: string;
}
