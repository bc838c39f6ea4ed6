import { ApiProperty } from '@nestjs/swagger';

export class ReconciliationPeriodResponse {
  @ApiProperty({ format: 'date-time' }) from!: string;
  @ApiProperty({ format: 'date-time', description: 'Excluded' }) to!: string;
}
