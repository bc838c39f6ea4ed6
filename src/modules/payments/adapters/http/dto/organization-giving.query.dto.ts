import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** A period of an organization's giving: calendar days in Central Time, both included (the year so far when left out). */
export class OrganizationGivingQuery {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'YYYY-MM-DD; January 1 of this year when left out' })
  @IsOptional()
  @IsString({ message: 'Enter the start date as YYYY-MM-DD.' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'YYYY-MM-DD, included; today when left out' })
  @IsOptional()
  @IsString({ message: 'Enter the end date as YYYY-MM-DD.' })
  to?: string;
}
