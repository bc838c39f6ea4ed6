import { ApiProperty } from '@nestjs/swagger';
import { ProvenanceFields } from './provenance.response.dto.js';

export class VideoResponse extends ProvenanceFields {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) thumbnail: string | null;
  @ApiProperty() channelTitle: string;
  @ApiProperty() viewCount: number;
  @ApiProperty() likeCount: number;
  @ApiProperty() commentCount: number;
  @ApiProperty({ example: 'PT6M42S' }) duration: string;
  @ApiProperty({ format: 'date-time' }) publishedAt: string;
  @ApiProperty({ type: String, nullable: true, description: "The video's page on the platform; null for sample data, which is on no platform" }) url: string | null;
}
