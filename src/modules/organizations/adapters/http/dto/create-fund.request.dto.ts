import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { BlankAsNull, Trimmed } from './field-rules.js';

export class CreateFundRequest {
  @ApiProperty({ minLength: 1, maxLength: 80, example: 'Missions' })
  @MaxLength(80, { message: 'A fund’s name is at most 80 characters.' })
  @MinLength(1, { message: 'Enter the fund’s name.' })
  @IsString({ message: 'Enter the fund’s name.' })
  @Trimmed()
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @MaxLength(500, { message: 'A fund’s description is at most 500 characters.' })
  @IsString({ message: 'A fund’s description is text.' })
  @IsOptional()
  @BlankAsNull()
  description?: string | null;
}
