import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsArray, IsBoolean, IsOptional, IsString } from 'class-validator';

/** Partial: send only what changes (the Activate/Deactivate toggle sends just isActive). */
export class UpdateCampaignRequest {
  @ApiPropertyOptional({ minLength: 5 }) @Allow() title?: string;
  @ApiPropertyOptional({ minLength: 20 }) @Allow() description?: string;
  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }] }) @Allow() goal?: number | string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Please use an uploaded file or a valid https URL' })
  image?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'Additional images must be a list of URLs' })
  @IsString({ each: true, message: 'Additional images must be a list of URLs' })
  additionalImages?: string[];

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Please use an uploaded file or a valid https URL' })
  video?: string | null;
}
