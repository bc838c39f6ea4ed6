import { ApiProperty } from '@nestjs/swagger';

export class FundCreatedResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}
