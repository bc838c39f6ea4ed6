import { ApiProperty } from '@nestjs/swagger';

/** An edit of an approved campaign waiting for review (owner and admins only). */
export class CampaignRevisionResponse {
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: '5000.00', description: 'Goal in US dollars, a decimal string' }) goal: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({ type: String, nullable: true }) video: string | null;
  @ApiProperty({ type: [String] }) additionalImages: string[];
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
}
