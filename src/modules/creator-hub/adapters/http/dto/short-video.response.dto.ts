import { ApiProperty } from '@nestjs/swagger';
import { ProvenanceFields } from './provenance.response.dto.js';

export class ShortVideoResponse extends ProvenanceFields {
  @ApiProperty() id: string;
  @ApiProperty() username: string;
  @ApiProperty() displayName: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) thumbnail: string | null;
  @ApiProperty({ description: 'Seconds' }) duration: number;
  @ApiProperty() viewCount: number;
  @ApiProperty() likeCount: number;
  @ApiProperty() commentCount: number;
  @ApiProperty() shareCount: number;
  @ApiProperty({ format: 'date-time' }) publishedAt: string;
  @ApiProperty({ type: String, nullable: true, description: "The video's page on the platform; null for sample data, which is on no platform" }) url: string | null;
}
