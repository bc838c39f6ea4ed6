import { ApiProperty } from '@nestjs/swagger';

export class DonorCard {
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl!: string | null;
}
