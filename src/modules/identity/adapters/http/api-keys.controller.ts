import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';
import { ApiKeys } from '../../application/api-keys.service.js';
import type { ApiKeyState } from '../../domain/api-key.js';
import { ApiKeyResponse, CreatedApiKeyResponse } from './dto/api-key.response.dto.js';
import { CreateApiKeyRequest } from './dto/create-api-key.request.dto.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function listed(key: ApiKeyState): ApiKeyResponse {
  return { id: key.id, name: key.name, scopes: key.scopes, prefix: key.prefix, createdAt: key.createdAt.toISOString(), lastUsedAt: iso(key.lastUsedAt), expiresAt: iso(key.expiresAt) };
}

/**
 * A member's API keys (Profile → Developers), for their own servers: `Authorization: Bearer <secret>` calls the API
 * as them, limited to the key's scopes. Managed with a session only: a key cannot make or revoke keys.
 */
@ApiTags('developers')
@Controller('user/api-keys')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
export class ApiKeysController {
  constructor(private readonly keys: ApiKeys) {}

  /** Makes a key; its secret is in this answer only. */
  @Post()
  @ApiCreatedResponse({ type: CreatedApiKeyResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async createApiKey(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateApiKeyRequest): Promise<CreatedApiKeyResponse> {
    const { key, secret } = await this.keys.create(user.id, { name: body.name, scopes: body.scopes, expiresAt: body.expiresAt ? new Date(body.expiresAt) : null });
    return { id: key.id, name: key.name, scopes: key.scopes, secret, createdAt: key.createdAt.toISOString(), expiresAt: iso(key.expiresAt) };
  }

  /** The member's keys in use (not revoked), newest first, with their last use. */
  @Get()
  @ApiOkResponse({ type: [ApiKeyResponse] })
  async listApiKeys(@CurrentUser() user: AuthenticatedUser): Promise<ApiKeyResponse[]> {
    return (await this.keys.list(user.id)).map(listed);
  }

  /** Revokes a key at once: its next call is refused (401). */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  async revokeApiKey(@CurrentUser() user: AuthenticatedUser, @IdParam('id') id: string): Promise<void> {
    await this.keys.revoke(user.id, id);
  }
}
