import { ApiProperty } from '@nestjs/swagger';

/** The moderator's latest rejection of a campaign or of an edit of it, with the reason (owner and admins only). */
export class CampaignRejectionResponse {
  @ApiProperty({ enum: ['campaign', 'edit'], description: 'Of the campaign itself (it stays hidden), or of an edit of it (dropped; the approved version stays public)' })
  of: 'campaign' | 'edit';
  @ApiProperty({ type: String, nullable: true, description: "The moderator's reason (null only for rejections from before one was required)" })
  reason: string | null;
  @ApiProperty({ format: 'date-time' }) rejectedAt: string;
}
