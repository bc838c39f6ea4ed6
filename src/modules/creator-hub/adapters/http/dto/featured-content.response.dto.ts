import { ApiProperty } from '@nestjs/swagger';

export class FeaturedContentResponse {
  @ApiProperty() position: number;
  @ApiProperty({ enum: ['youtube', 'tiktok'] }) platform: string;
  @ApiProperty({ description: 'A YouTube video URL, or a TikTok username' }) reference: string;
  @ApiProperty() isSponsored: boolean;
  @ApiProperty() isFeatured: boolean;
}
