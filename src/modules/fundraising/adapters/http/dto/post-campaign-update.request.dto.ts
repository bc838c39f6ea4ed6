import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { CampaignUpdateMessages as M } from '../../../domain/campaign-update.aggregate.js';
import { IsMediaReferenceOrBlank, Trimmed } from './campaign-fields.validators.js';

/** News for the campaign's supporters. */
export class PostCampaignUpdateRequest {
  @ApiProperty({ minLength: 1, maxLength: 120, example: 'The freezer arrived!' })
  @MaxLength(120, { message: M.titleTooLong })
  @MinLength(1, { message: M.titleMissing })
  @IsString({ message: M.titleMissing })
  @Trimmed()
  title!: string;

  @ApiProperty({ minLength: 1, maxLength: 5000 })
  @MaxLength(5000, { message: M.bodyTooLong })
  @MinLength(1, { message: M.bodyMissing })
  @IsString({ message: M.bodyMissing })
  @Trimmed()
  body!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An uploaded picture (/uploads/...) or an https URL' })
  @IsMediaReferenceOrBlank()
  @IsOptional()
  image?: string | null;
}
