import { ApiProperty } from '@nestjs/swagger';

/** The creator's public card beside a campaign. */
export class CreatorCardResponse {
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
}
