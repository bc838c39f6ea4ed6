import { ApiProperty } from '@nestjs/swagger';

/** A message a donor left with their gift, as the campaign page shows it. */
export class WordOfSupportResponse {
  @ApiProperty({ format: 'uuid', description: 'The gift the message came with' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null for an anonymous gift' }) name!: string | null;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'Hidden by the organizer (only the organizer and admins see hidden ones)' }) hidden!: boolean;
}
