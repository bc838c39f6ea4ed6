import { ApiProperty } from '@nestjs/swagger';
import { ProvenanceFields } from './provenance.response.dto.js';

export class PhotoUserResponse extends ProvenanceFields {
  @ApiProperty() username: string;
  @ApiProperty() displayName: string;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty() verified: boolean;
  @ApiProperty() description: string;
  @ApiProperty() followerCount: number;
  @ApiProperty() postCount: number;
  @ApiProperty({ type: String, nullable: true, description: "The profile's page on the platform; null for sample data, which is on no platform" }) url: string | null;
}
