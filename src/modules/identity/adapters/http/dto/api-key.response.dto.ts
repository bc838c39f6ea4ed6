import { ApiProperty } from '@nestjs/swagger';
import { API_SCOPES, type ApiScope } from '../../../../../shared-kernel/application.js';

/** A key as listed: never its secret. */
export class ApiKeyResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Church management sync' }) name!: string;
  @ApiProperty({ enum: API_SCOPES, isArray: true }) scopes!: ApiScope[];
  @ApiProperty({ example: 'fc_live_Ab3d', description: "The secret's first characters, to tell keys apart" }) prefix!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) lastUsedAt!: string | null;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) expiresAt!: string | null;
}

/** A key just made: its secret, shown this once (only its hash is kept). */
export class CreatedApiKeyResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: API_SCOPES, isArray: true }) scopes!: ApiScope[];
  @ApiProperty({ example: 'fc_live_…', description: 'Send it as Authorization: Bearer <secret>. Shown only now: keep it safe.' }) secret!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) expiresAt!: string | null;
}
