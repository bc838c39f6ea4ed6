import { ApiProperty } from '@nestjs/swagger';
import { ProvenanceFields } from './provenance.response.dto.js';

export class ChannelResponse extends ProvenanceFields {
  @ApiProperty() handle: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) thumbnail: string | null;
  @ApiProperty() subscriberCount: number;
  @ApiProperty() videoCount: number;
  @ApiProperty() viewCount: number;
  @ApiProperty({ type: String, nullable: true, description: "The channel's page on the platform; null for sample data, which is on no platform" }) url: string | null;
}
