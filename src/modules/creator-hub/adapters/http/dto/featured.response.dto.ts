import { ApiProperty } from '@nestjs/swagger';

export class FeaturedCreatorResponse {
  @ApiProperty({ description: '1, 2, 3: the creator page is /creator/{position}' }) position: number;
  @ApiProperty({ enum: ['youtube', 'instagram', 'tiktok'] }) platform: string;
  @ApiProperty() handle: string;
  @ApiProperty() displayName: string;
  @ApiProperty() profileUrl: string;
  @ApiProperty() isSponsored: boolean;
}

export class FeaturedContentResponse {
  @ApiProperty() position: number;
  @ApiProperty({ enum: ['youtube', 'tiktok'] }) platform: string;
  @ApiProperty({ description: 'A YouTube video URL, or a TikTok username' }) reference: string;
  @ApiProperty() isSponsored: boolean;
  @ApiProperty() isFeatured: boolean;
}

/** The hub's featured creators and content. */
export class FeaturedResponse {
  @ApiProperty({ type: [FeaturedCreatorResponse] }) creators: FeaturedCreatorResponse[];
  @ApiProperty({ type: [FeaturedContentResponse] }) content: FeaturedContentResponse[];
}
