import { ApiProperty } from '@nestjs/swagger';

export class FeaturedCreatorResponse {
  @ApiProperty({ description: '1, 2, 3: the creator page is /creator/{position}' }) position: number;
  @ApiProperty({ enum: ['youtube', 'instagram', 'tiktok'] }) platform: string;
  @ApiProperty() handle: string;
  @ApiProperty() displayName: string;
  @ApiProperty() profileUrl: string;
  @ApiProperty() isSponsored: boolean;
}
