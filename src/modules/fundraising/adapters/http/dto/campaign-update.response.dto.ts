import { ApiProperty } from '@nestjs/swagger';

/** One piece of news the organizer posted on their campaign. */
export class CampaignUpdateResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty() title!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    enum: ['pending', 'approved', 'rejected'],
    description: 'Its review: only approved updates are public and mailed to donors (others are seen by the organizer and administrators only)',
  })
  status!: 'pending' | 'approved' | 'rejected';
  @ApiProperty({ type: String, nullable: true, description: "The moderator's reason, for a rejected update (its organizer and administrators only)" })
  rejectionReason!: string | null;
}
