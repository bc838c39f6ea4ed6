import { ApiProperty } from '@nestjs/swagger';

export class TierName {
  @ApiProperty() name: string;
}
