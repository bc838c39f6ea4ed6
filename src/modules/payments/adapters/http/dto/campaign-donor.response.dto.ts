import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One gift in its organizer's donor list. */
export class CampaignDonorResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null for an anonymous gift' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null for an anonymous gift' }) email!: string | null;
  @ApiProperty() isAnonymous!: boolean;
  @ApiProperty({ example: '50.00' }) amount!: string;
  @ApiProperty({ example: '7.50' }) tip!: string;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: ['completed', 'refunded'] }) status!: string;
  @ApiProperty({ description: 'Whether the viewer may refund it now' }) refundable!: boolean;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    enum: ['incomplete', 'active', 'past_due', 'stopped'],
    description: "A month of a monthly gift: that monthly gift's status now (past_due: its latest month's charge was declined); null for a one-off gift",
  })
  monthlyGiftStatus?: 'incomplete' | 'active' | 'past_due' | 'stopped' | null;
}
