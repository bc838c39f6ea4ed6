import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsArray, IsISO8601, IsOptional, IsString, ValidateIf } from 'class-validator';

/** The domain checks lengths, the goal and media with the spec's messages; this only admits the fields. */
export class CreateCampaignRequest {
  @ApiProperty({ minLength: 5, example: 'Clean Water for Kibera' })
  @Allow()
  title: string;

  @ApiProperty({ minLength: 20 })
  @Allow()
  description: string;

  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: '5000.00', description: 'US dollars above 0' })
  @Allow()
  goal: number | string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An uploaded file (/uploads/...) or an https URL' })
  @IsOptional()
  @IsString({ message: 'Please use an uploaded file or a valid https URL' })
  image?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'Additional images must be a list of URLs' })
  @IsString({ each: true, message: 'Additional images must be a list of URLs' })
  additionalImages?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An uploaded video or a YouTube/Vimeo URL' })
  @IsOptional()
  @IsString({ message: 'Please use an uploaded file or a valid https URL' })
  video?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsISO8601({}, { message: 'End date must be a valid date' })
  endDate?: string | null;
}
