import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { ApiKeyCaller, ApiScope } from '../../application/api-scopes.js';
import { DomainError } from '../../domain/domain-error.js';

const API_SCOPE = 'faith-collective:api-scope';

/**
 * The scope an API key needs to call this route (a route without one is closed to keys); the contract says so
 * (bearer auth `apiKey`, and `x-api-key-scope`).
 */
export const ApiScopeRequired = (scope: ApiScope) => applyDecorators(SetMetadata(API_SCOPE, scope), ApiBearerAuth('apiKey'), ApiExtension('x-api-key-scope', scope));

/** The key a request was made with (set by identity's bearer authentication); undefined for a session or nobody. */
export function apiKeyOf(request: Request): ApiKeyCaller | undefined {
  return (request as Request & { apiKey?: ApiKeyCaller }).apiKey;
}

export const ApiKeyErrors = {
  closedToKeys: () => DomainError.forbidden('api_key_not_allowed', 'This path cannot be called with an API key: sign in instead.'),
  adminPath: () => DomainError.forbidden('api_key_not_allowed', 'API keys cannot be used on administrator paths.'),
  missingScope: (scope: ApiScope) => DomainError.forbidden('api_key_scope_missing', `This API key lacks the scope ${scope}.`),
};

/**
 * Every route, for a request made with an API key: the route must name a scope (`@ApiScopeRequired`) and the key must
 * hold it (403 naming it). Requests with a session or none pass untouched: the routes' own guards decide.
 */
@Injectable()
export class ApiScopeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const key = apiKeyOf(context.switchToHttp().getRequest<Request>());
    if (!key) return true;
    const scope = this.reflector.getAllAndOverride<ApiScope | undefined>(API_SCOPE, [context.getHandler(), context.getClass()]);
    if (!scope) throw ApiKeyErrors.closedToKeys();
    if (!key.scopes.includes(scope)) throw ApiKeyErrors.missingScope(scope);
    return true;
  }
}
