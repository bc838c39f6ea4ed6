import { ApiProperty } from '@nestjs/swagger';

export class FoundingStatusResponse {
  @ApiProperty() claimed: number;
  @ApiProperty({ example: 100 }) cap: number;
  @ApiProperty() remaining: number;
  @ApiProperty() isComplete: boolean;
  @ApiProperty({ description: 'Whether the signed-in member holds a founding place' }) isFoundingMember: boolean;
}
