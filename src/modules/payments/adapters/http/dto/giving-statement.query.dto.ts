import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional } from 'class-validator';

const YEAR = 'Please choose a year, such as 2026.';

export class GivingStatementQuery {
  @ApiProperty({ example: 2026, description: 'The calendar year (US Central time)' })
  @Type(() => Number)
  @IsInt({ message: YEAR })
  year!: number;

  @ApiPropertyOptional({ enum: ['pdf', 'csv'], default: 'pdf' })
  @IsOptional()
  @IsIn(['pdf', 'csv'], { message: 'format must be pdf or csv' })
  format?: 'pdf' | 'csv';
}
