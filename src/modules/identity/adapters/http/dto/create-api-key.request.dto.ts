import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsISO8601, IsOptional, IsString } from 'class-validator';
import { API_SCOPES } from '../../../../../shared-kernel/application.js';

/** A key's name (1 to 100 characters once trimmed) and scopes are the key's own rules (ApiKey.issue). */
export class CreateApiKeyRequest {
  @ApiProperty({ example: 'Church management sync', maxLength: 100 })
  @IsString({ message: 'Please give the key a name (what it is for).' })
  name!: string;

  @ApiProperty({ enum: API_SCOPES, isArray: true, example: ['campaigns:read', 'donations:read'] })
  @IsArray({ message: 'Choose at least one scope for the key.' })
  @ArrayMaxSize(API_SCOPES.length, { message: 'A key has at most one of each scope.' })
  @IsString({ each: true, message: 'Each scope is a name such as campaigns:read.' })
  scopes!: string[];

  @ApiPropertyOptional({ format: 'date-time', description: 'When the key stops working (never when left out)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'expiresAt must be a date and time such as 2027-01-31T00:00:00Z.' })
  expiresAt?: string;
}
